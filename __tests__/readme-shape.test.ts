// The README starts where a new user starts and stays short: under 200 lines, a first screen that
// says what the action does and shows one workflow, the setup checklist in order, the three workflows
// people copy, the cost of waiting, the three ways to pin, and the two quick-start commands. The full
// reference lives in docs/; every relative link between these documents must lead somewhere.
import { describe, expect, test } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parse } from 'yaml'

const ROOT = resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const readme = read('README.md')
const lines = readme.split('\n')

/** The text of a `## title` section, up to the next `## ` heading; fails when it is missing. */
function section(title: string): string {
  const start = lines.findIndex(line => line === `## ${title}`)
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`)
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '))
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
}

const codeBlocks = (text: string, lang = '\\w*') =>
  [...text.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map(m => m[1] ?? '')

interface Step {
  uses?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on?: unknown
  permissions?: unknown
  jobs?: Record<string, { steps?: Step[] }>
}
/** The root action or a sub-action (`your-org/docs-agent-action/agent@v1`). */
const OUR_ACTION = /^your-org\/docs-agent-action(?:\/([a-z]+))?@v1$/
const actionSteps = (wf: Workflow) =>
  Object.values(wf.jobs ?? {})
    .flatMap(job => job.steps ?? [])
    .filter(step => OUR_ACTION.test(step.uses ?? ''))
/** The inputs of the action a step uses: the root's action.yml or its sub-action's. */
const inputsOf = (step: Step | undefined) => {
  const folder = OUR_ACTION.exec(step?.uses ?? '')?.[1]
  const file = folder ? `${folder}/action.yml` : 'action.yml'
  return Object.keys((parse(read(file)) as { inputs: Record<string, unknown> }).inputs)
}
const MODES = ['agent', 'analytics', 'deploy', 'preview', 'automation']

describe('README.md', () => {
  test('is under 200 lines', () => {
    expect(lines.length).toBeLessThan(200)
  })

  test('fits a normal window: no table row or code line over 100 characters', () => {
    let inCode = false
    const wide = lines.filter(line => {
      if (line.startsWith('```')) inCode = !inCode
      return (inCode || line.trimStart().startsWith('|')) && [...line].length > 100
    })
    expect(wide).toEqual([])
  })

  test('the first screen says what the action does and shows one complete workflow', () => {
    const firstScreen = lines.slice(0, 40).join('\n')
    expect(firstScreen).toMatch(/pull request/)
    expect(firstScreen).toMatch(/docs agent/)
    const [workflow] = codeBlocks(firstScreen, 'yaml')
    const wf = parse(workflow ?? '') as Workflow
    expect(wf.on).toBeDefined()
    expect(wf.permissions).toEqual({ contents: 'read', 'pull-requests': 'write', checks: 'write' })
    const [step] = actionSteps(wf)
    expect(step?.with).toMatchObject({
      'api-key': '${{ secrets.MINTLIFY_API_KEY }}',
      'project-id': '${{ vars.MINTLIFY_PROJECT_ID }}'
    })
    for (const name of Object.keys(step?.with ?? {})) expect(inputsOf(step)).toContain(name)
  })

  test('the no-account quick start comes right after the first screen', () => {
    const headings = lines.filter(line => line.startsWith('## '))
    expect(headings[0]).toBe('## Quick start (no account needed)')
  })

  test('shows every mode with the sub-action to use and the command line', () => {
    const text = section('Every mode')
    for (const mode of MODES) {
      expect(text).toContain(`| \`${mode}\``)
      expect(text).toContain(`\`${mode}@v1\``)
      expect(existsSync(join(ROOT, mode, 'action.yml'))).toBe(true)
    }
    expect(text).toContain('(docs/command-line.md)')
    expect(text).toContain('(docs/modes.md)')
    // The command line from a clone or a pinned commit: the package name is not published, and
    // `npx` of it would run whoever's package holds the name.
    expect(text).toMatch(/node dist\/bin\.js analytics/)
    expect(text).toMatch(/github:your-org\/docs-agent-action#<commit-sha>/)
    expect(text).not.toMatch(/npx (--yes )?docs-agent-action [a-z]/)
  })

  test('the setup checklist names the plan, the key, the project id, the repository and the permissions, in order', () => {
    // Each item with its continuation lines, up to the next number.
    const items = section('Setup checklist')
      .split(/\n(?=\d+\. )/)
      .filter(item => /^\d+\. /.test(item))
      .map(item => item.replace(/\s+/g, ' '))
    expect(items.map(item => item.split('.')[0])).toEqual(['1', '2', '3', '4', '5'])
    const [plan, key, project, repository, permissions] = items
    expect(plan).toContain('Pro or Enterprise')
    expect(key).toMatch(/admin API key.*secret/)
    expect(key).toContain('`mint_`')
    expect(project).toMatch(/project id.*variable/)
    expect(repository).toMatch(/docs repository connected/)
    expect(permissions).toContain('permissions')
    const text = section('Setup checklist')
    expect(text).toContain('MINTLIFY_API_KEY')
    expect(text).toContain('MINTLIFY_PROJECT_ID')
    expect(text).toContain('`pull-requests: write`')
  })

  test('shows the three workflows people copy, each pointing to its full example', () => {
    const text = section('Three workflows to copy')
    for (const file of ['pr-docs-update.yml', 'docs-follow-up.yml', 'weekly-analytics.yml']) {
      expect(text).toContain(`(docs/examples/${file})`)
      expect(existsSync(join(ROOT, 'docs/examples', file))).toBe(true)
    }
    expect(text).toContain('/docs')
    const weekly = codeBlocks(text, 'yaml')
      .map(block => parse(block) as Workflow)
      .find(wf => actionSteps(wf).some(step => step.uses?.includes('/analytics@')))
    expect(weekly?.on).toHaveProperty('schedule')
    const [step] = actionSteps(weekly ?? {})
    for (const name of Object.keys(step?.with ?? {})) expect(inputsOf(step)).toContain(name)
  })

  test('says what waiting costs and when to choose each', () => {
    const text = section('Waiting costs runner minutes')
    for (const fact of ['`wait: true`', '`wait: false`', '`timeout-minutes`', '`job-id`', 'Choose'])
      expect(text).toContain(fact)
  })

  test('shows three ways to pin and what a major version promises', () => {
    const text = section('Pin a version')
    expect(text).toMatch(/docs-agent-action\/agent@v1 /)
    expect(text).toMatch(/docs-agent-action\/agent@v1\.2\.3 /)
    expect(text).toMatch(/docs-agent-action\/agent@[0-9a-f]{40} # v1\.2\.3$/m)
    expect(text).toContain('What a major version promises')
    // Until the first release, a fork's commit is the only thing to pin.
    expect(text).toMatch(/No release yet/)
    expect(text).toMatch(/fork/)
  })

  test('keeps the two quick-start commands that work on a fresh clone', () => {
    const [block] = codeBlocks(section('Quick start (no account needed)'))
    const commands = (block ?? '')
      .split('\n')
      .map(line => line.replace(/#.*$/, '').trim())
      .filter(Boolean)
    expect(commands).toEqual(['npm ci && npm run demo', 'npm test'])
  })
})

describe('links between the documents', () => {
  const docs = [
    'README.md',
    'CONTRIBUTING.md',
    'SECURITY.md',
    'CHANGELOG.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter(f => f.endsWith('.md'))
      .map(f => `docs/${f}`),
    'docs/examples/README.md'
  ]
  /** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
  const anchors = (file: string) =>
    new Set(
      read(file)
        .split('\n')
        .filter(line => /^#{1,6} /.test(line))
        .map(line =>
          line
            .replace(/^#+ /, '')
            .toLowerCase()
            .replace(/[^\p{L}\p{N} _-]/gu, '')
            .replace(/ /g, '-')
        )
    )

  test.each(docs)('%s: every relative link leads to a file (and heading) that exists', file => {
    const broken: string[] = []
    const text = read(file).replace(/```[\s\S]*?```/g, '')
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue
      const [path = '', anchor] = target.split('#')
      const resolved = path ? join(dirname(file), path) : file
      if (!existsSync(join(ROOT, resolved))) broken.push(target)
      else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) broken.push(target)
    }
    expect(broken).toEqual([])
  })
})
