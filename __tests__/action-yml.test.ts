// action.yml metadata, the sub-actions' action.yml (each mode's inputs and outputs, a subset of the
// root's), the example and repository workflows (valid YAML, least privilege, pinned actions, inputs
// that exist), the `/docs` instruction parsing of the follow-up example, and the reference tables
// (docs/reference.md) generated from action.yml.
import { describe, expect, test } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, parseDocument } from 'yaml'
import {
  MARKERS,
  renderInputsTable,
  renderOutputsTable,
  section,
  TABLES_FILE,
  updateReadme
} from '../scripts/readme-tables.js'
import { parseCommand } from '../src/kernel/github/command.js'
import { COMMON_INPUTS, ignoredInputs, MODE_DEFINITIONS } from '../src/modes/index.js'
import { MODE_NAMES as MODES, MODE_TABLE, type Mode } from '../src/modes/table.js'
import { ROOT } from './helpers/run-action.js'

interface ActionYml {
  name?: string
  description?: string
  author?: string
  branding?: { icon?: string; color?: string }
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}
const actionText = readFileSync(join(ROOT, 'action.yml'), 'utf8')
const action = parse(actionText) as ActionYml
/** Each mode's sub-action, in the folder its row of the mode table names (`your-org/docs-agent-action/<folder>@v1`). */
const folderOf = (mode: Mode): string => MODE_TABLE[mode].subAction
const subActions = Object.fromEntries(
  MODES.map(mode => [
    mode,
    parse(readFileSync(join(ROOT, folderOf(mode), 'action.yml'), 'utf8')) as ActionYml
  ])
) as Record<Mode, ActionYml>

/** This action, referenced by tag in the examples the way its users reference it. */
const THIS_ACTION = 'your-org/docs-agent-action'

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
  id?: string
}
interface Workflow {
  on?: unknown
  permissions?: unknown
  jobs?: Record<string, { steps?: Step[]; uses?: string; permissions?: unknown }>
}

const yamlFiles = (dir: string) =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir))
        .filter(f => /\.ya?ml$/.test(f))
        .map(f => join(dir, f))
    : []
const examples = yamlFiles('docs/examples')
const workflows = yamlFiles('.github/workflows')
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const load = (file: string) => parse(read(file)) as Workflow
const steps = (wf: Workflow) => Object.values(wf.jobs ?? {}).flatMap(job => job.steps ?? [])
/** The action a step of this action uses (the root or a sub-action), or undefined for another action. */
const thisActionOf = (uses: string | undefined): ActionYml | undefined => {
  if (uses === './' || uses === `${THIS_ACTION}@v1`) return action
  const folder = /^(?:\.|your-org\/docs-agent-action)\/(\w+)(?:@v1)?$/.exec(uses ?? '')?.[1]
  const mode = MODES.find(m => folderOf(m) === folder)
  return mode ? subActions[mode] : undefined
}
const usesOf = (wf: Workflow) => [
  ...steps(wf).flatMap(s => (s.uses ? [s.uses] : [])),
  ...Object.values(wf.jobs ?? {}).flatMap(job => (job.uses ? [job.uses] : []))
]

describe('action.yml', () => {
  test('has the marketplace metadata', () => {
    expect(action.name).toMatch(/\S/)
    expect(action.description).toMatch(/\S/)
    expect(action.author).toMatch(/\S/)
    expect(action.branding?.icon).toMatch(/\S/)
    expect(action.branding?.color).toMatch(/\S/)
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
  })

  test('has one sub-action per mode, each a folder at the root', () => {
    expect(Object.keys(subActions)).toEqual([...MODES])
    expect(new Set(MODES.map(folderOf)).size).toBe(MODES.length)
  })

  test('declares every output of every mode, each with the description its output spec gives', () => {
    const specs = MODES.map(mode => MODE_DEFINITIONS[mode].outputs)
    const described = Object.fromEntries(specs.flatMap(spec => Object.entries(spec)))
    expect(Object.keys(action.outputs).sort()).toEqual(Object.keys(described).sort())
    for (const [name, spec] of Object.entries(action.outputs))
      expect({ name, description: spec.description }).toEqual({ name, description: described[name] })
    // An output several modes set has one description: each spec takes it from the one shared list.
    for (const spec of specs)
      for (const [name, description] of Object.entries(spec)) expect(described[name]).toBe(description)
  })

  test('declares the pull request inputs and output', () => {
    expect(Object.keys(action.inputs)).toEqual(
      expect.arrayContaining(['event-context', 'pr-updates', 'prompt-file', 'comment-on-pr', 'github-token'])
    )
    expect(action.outputs).toHaveProperty('comment-url')
    expect(action.outputs).toHaveProperty('action')
  })
})

/** A description as a sub-action may give it: the root's, or the root's without its leading mode label. */
const sameDescription = (sub: string, root: string) => {
  const unlabelled = /^[A-Z][\w ,]*: (.)/.exec(root)
  return (
    sub === root ||
    (unlabelled !== null && sub === `${unlabelled[1]!.toUpperCase()}${root.slice(unlabelled[0].length)}`)
  )
}

/** The inputs `mode` reads, from the registry: the common ones it reads (no `mode`) and its spec's. */
function inputsOf(mode: Mode): string[] {
  // Every mode that lists no common inputs reads them all, `github-token` included: a commenter's
  // permission, a comment, the report issue.
  const definition: { common?: readonly string[] } = MODE_DEFINITIONS[mode]
  const common = (definition.common ?? Object.keys(COMMON_INPUTS)).filter(name => name !== 'mode')
  return [...common, ...Object.keys(MODE_DEFINITIONS[mode].inputs)]
}

describe.each(MODES.map(mode => [mode]))('%s/action.yml', mode => {
  const sub = subActions[mode]

  test('runs the committed entry of its mode on node24', () => {
    expect(sub.runs).toEqual({ using: 'node24', main: `../dist/${folderOf(mode)}/index.js` })
    expect(existsSync(join(ROOT, folderOf(mode), sub.runs.main))).toBe(true)
    expect(sub.name).toMatch(/\S/)
    expect(sub.description).toMatch(/\S/)
  })

  test('declares exactly the inputs its mode reads, as the root does: defaults, required, descriptions', () => {
    expect(Object.keys(sub.inputs).sort()).toEqual(inputsOf(mode).sort())
    expect(sub.inputs).not.toHaveProperty('mode')
    for (const [name, spec] of Object.entries(sub.inputs)) {
      const root = action.inputs[name]
      expect(root).toBeDefined()
      expect({ name, required: spec.required, default: spec.default }).toEqual({
        name,
        required: root?.required,
        default: root?.default
      })
      expect({ name, same: sameDescription(spec.description, root?.description ?? '') }).toEqual({
        name,
        same: true
      })
    }
  })

  test("declares exactly the outputs its mode's spec lists, with the root's descriptions", () => {
    const outputs = MODE_DEFINITIONS[mode].outputs
    expect(Object.keys(sub.outputs).sort()).toEqual(Object.keys(outputs).sort())
    for (const [name, spec] of Object.entries(sub.outputs)) {
      const root = action.outputs[name]
      expect({ name, declared: root !== undefined }).toEqual({ name, declared: true })
      expect({ name, same: sameDescription(spec.description, outputs[name] ?? '') }).toEqual({
        name,
        same: true
      })
    }
  })
})

describe.each([...examples, ...workflows])('%s', file => {
  test('is valid YAML with a top-level `on`, `permissions` and jobs', () => {
    const doc = parseDocument(read(file))
    expect(doc.errors.map(e => e.message)).toEqual([])
    expect(doc.warnings.map(w => w.message)).toEqual([])
    const wf = load(file)
    expect(wf.on).toBeDefined()
    expect(wf).toHaveProperty('permissions')
    expect(typeof wf.permissions).toBe('object')
    expect(Object.keys(wf.jobs ?? {}).length).toBeGreaterThan(0)
  })

  test('pins every third-party action to a commit SHA, with the version in a comment', () => {
    const text = read(file)
    for (const uses of usesOf(load(file))) {
      if (uses.startsWith('./') || thisActionOf(uses)) continue
      expect(uses).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/)
      const line = text.split('\n').find(l => l.includes(uses))
      expect(line).toMatch(/@[0-9a-f]{40} # v\d+(\.\d+)*\s*$/)
    }
  })

  test('passes this action (or its sub-action) only inputs it declares', () => {
    for (const step of steps(load(file))) {
      const declared = thisActionOf(step.uses)
      if (step.uses?.includes(THIS_ACTION)) expect(declared).toBeDefined()
      if (!declared) continue
      for (const name of Object.keys(step.with ?? {})) expect(Object.keys(declared.inputs)).toContain(name)
    }
  })
})

describe('examples', () => {
  const byName = (name: string) => {
    const file = examples.find(f => f.endsWith(name))
    if (!file) throw new Error(`docs/examples/${name} is missing`)
    return load(file)
  }
  /** The example's step of this action: the sub-action of `mode` (each example uses its mode's). */
  const actionStep = (wf: Workflow, mode: Mode = 'agent') => {
    const step = steps(wf).find(s => s.uses === `${THIS_ACTION}/${mode}@v1`)
    if (!step) throw new Error(`no step uses ${THIS_ACTION}/${mode}@v1`)
    return step
  }

  test('pull request update: pull_request event, may comment', () => {
    const wf = byName('pr-docs-update.yml')
    expect(wf.on).toHaveProperty('pull_request')
    // The check run needs `checks: write`; the sweep step lists the waiting pull requests (`issues: read`).
    expect(wf.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      checks: 'write',
      issues: 'read'
    })
    expect(actionStep(wf).with?.prompt).toMatch(/\S/)
    expect(actionStep(wf).with?.wait).toBeDefined()
  })

  test('sweep (issue 33): events first, a sparse schedule as the fallback, the permissions it writes with', () => {
    const wf = byName('docs-sweep.yml')
    expect(Object.keys(wf.on as object)).toEqual([
      'pull_request',
      'schedule',
      'repository_dispatch',
      'workflow_dispatch'
    ])
    // The docs repository's notifier sends this type (docs-repo-notify.yml).
    expect(wf.on).toHaveProperty('repository_dispatch.types', ['docs-agent-pr'])
    const cron = (wf.on as { schedule: { cron: string }[] }).schedule.map(s => s.cron)
    // At most every 6 hours: the schedule's fixed cost stays within the bench's model (120 billed minutes a month).
    expect(cron).toEqual(['17 */6 * * *'])
    expect(wf.permissions).toEqual({
      contents: 'read',
      issues: 'read',
      'pull-requests': 'write',
      checks: 'write'
    })
    const sweepSteps = steps(wf).filter(s => /\/sweep@/.test(String(s.uses ?? '')))
    expect(sweepSteps).toHaveLength(1)
    expect(
      steps(byName('pr-docs-update.yml')).filter(s => /\/sweep@/.test(String(s.uses ?? '')))
    ).toHaveLength(1)
  })

  test("pull request examples skip Dependabot's runs, which get Dependabot's secrets, not the key", () => {
    for (const name of ['pr-docs-update.yml', 'preview-on-pr.yml']) {
      const jobs = Object.values(byName(name).jobs ?? {}) as { if?: string }[]
      expect({
        name,
        skips: jobs.every(job => /github\.actor != 'dependabot\[bot\]'/.test(job.if ?? ''))
      }).toEqual({
        name,
        skips: true
      })
    }
  })

  test('/docs follow-up: the trigger, the permissions and one step; the action reads the comment', () => {
    const wf = byName('docs-follow-up.yml')
    expect(Object.keys(wf.on as object)).toEqual(['issue_comment', 'pull_request_review_comment'])
    expect(wf.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' })
    expect(steps(wf)).toHaveLength(1)
    const step = actionStep(wf)
    expect(step.with).not.toHaveProperty('job-id')
    expect(step.with).not.toHaveProperty('prompt')
    // No concurrency group anywhere: a pending /docs run must never be replaced by a later comment.
    expect(JSON.stringify(wf)).not.toContain('concurrency')
  })

  test('push and release: context from the event, read-only token, a prompt', () => {
    const push = byName('push-docs-update.yml')
    expect(push.on).toHaveProperty('push')
    expect(push.permissions).toEqual({ contents: 'read' })
    expect(actionStep(push).with?.prompt).toMatch(/\S/)
    const release = byName('release-changelog.yml')
    expect((release.on as { release?: { types?: string[] } }).release?.types).toEqual(['published'])
    expect(release.permissions).toEqual({ contents: 'read' })
    expect(actionStep(release).with?.prompt).toMatch(/\S/)
  })

  test('weekly analytics: schedule, every dataset of the last 7 days against the week before, artifact, headline', () => {
    const wf = byName('weekly-analytics.yml')
    expect(wf.on).toHaveProperty('schedule')
    expect(actionStep(wf, 'analytics').with).toMatchObject({
      'date-from': '-7d',
      'date-to': 'today',
      datasets: 'all',
      compare: 'previous-period',
      'artifact-name': expect.stringMatching(/\S/)
    })
    const action = actionStep(wf, 'analytics') as { id?: string }
    const uses = steps(wf)
      .map(s => JSON.stringify(s))
      .join('\n')
    expect(uses).toContain(`steps.${action.id}.outputs.headline`)
  })

  test('large-site analytics: scheduled, every dataset, resumes from the last incomplete run', () => {
    const wf = byName('large-site-analytics.yml')
    expect(wf.on).toHaveProperty('schedule')
    expect(wf.permissions).toEqual({ actions: 'read' })
    expect(actionStep(wf, 'analytics').with).toMatchObject({
      datasets: 'all',
      'max-requests': 80,
      'resume-from': '${{ steps.previous.outputs.checkpoint }}',
      'artifact-name': 'docs-analytics-large'
    })
    const find = steps(wf).find(s => s.id === 'previous')?.run ?? ''
    expect(find).toContain('gh run download')
    expect(find).toContain('--name docs-analytics-large')
  })

  test('deploy, preview and automation: their event, their sub-action, no input the mode ignores', () => {
    // The preview's comment on the pull request is written with the workflow's token.
    const cases: [file: string, event: string, mode: Mode, permissions: Record<string, string>][] = [
      ['deploy-after-merge.yml', 'push', 'deploy', {}],
      ['preview-on-pr.yml', 'pull_request', 'preview', { 'pull-requests': 'write' }],
      ['automation-on-release.yml', 'release', 'automation', {}]
    ]
    for (const [file, event, mode, permissions] of cases) {
      const wf = byName(file)
      expect(wf.on).toHaveProperty(event)
      expect(wf.permissions).toEqual(permissions)
      // actionStep finds the step of the mode's sub-action, which has no `mode` input.
      const given = (actionStep(wf, mode).with ?? {}) as Record<string, unknown>
      expect(given).not.toHaveProperty('mode')
      expect(ignoredInputs(mode, name => String(given[name] ?? ''))).toEqual([])
    }
    // A preview on a pull request takes its head branch: no `branch` to keep in step.
    expect(actionStep(byName('preview-on-pr.yml'), 'preview').with).not.toHaveProperty('branch')
    expect(actionStep(byName('automation-on-release.yml'), 'automation').with?.['automation-id']).toMatch(
      /\S/
    )
  })

  test('manual dispatch: workflow_dispatch with a prompt input', () => {
    const wf = byName('manual-dispatch.yml')
    const on = wf.on as { workflow_dispatch?: { inputs?: Record<string, { required?: boolean }> } }
    expect(on.workflow_dispatch?.inputs?.prompt?.required).toBe(true)
    expect(actionStep(wf).with?.prompt).toBe('${{ inputs.prompt }}')
  })
})

describe("the comment command, as the action reads it (the old example step's cases)", () => {
  const instruction = (comment: string) => {
    const parsed = parseCommand(comment, '/docs')
    return 'instruction' in parsed ? parsed.instruction : ''
  }
  test.each([
    ['/docs fix the typo in the intro', 'fix the typo in the intro'],
    ['/docs\n\n  document the CLI\nand the API', 'document the CLI\nand the API'],
    ['/docs', ''],
    ['/docs   ', ''],
    ['/docsfoo bar', ''],
    ['/Docs fix it', 'fix it'],
    ['/DOCS\nfix it', 'fix it'],
    ['/DocsFoo bar', ''],
    [' /docs leading blank', ''],
    ['/docs\tfix it', 'fix it'],
    ['/docs $(touch pwned) `id` $HOME\ndocs_0\nEOF', '$(touch pwned) `id` $HOME\ndocs_0\nEOF']
  ])('%j → %j', (comment, expected) => {
    expect(instruction(comment)).toBe(expected)
  })
})

describe('README tables', () => {
  const sample = [
    'inputs:',
    '  key:',
    "    description: 'Needs `a|b`.'",
    '    required: true',
    '  mode:',
    '    description: Line one',
    '      continues here.',
    '    default: agent',
    '  token:',
    '    description: Token.',
    "    default: '${{ github.token }}'",
    'outputs:',
    '  id:',
    '    description: The id.'
  ].join('\n')

  test('render the inputs and outputs of action.yml as Markdown tables', () => {
    expect(renderInputsTable(sample)).toBe(
      [
        '| input | default | description |',
        '| --- | --- | --- |',
        '| `key` | **required** | Needs `a\\|b`. |',
        '| `mode` | `agent` | Line one continues here. |',
        '| `token` | `${{ github.token }}` | Token. |'
      ].join('\n')
    )
    expect(renderOutputsTable(sample)).toBe('| output | description |\n| --- | --- |\n| `id` | The id. |')
    const inputsTable = renderInputsTable(actionText)
    for (const name of Object.keys(action.inputs)) expect(inputsTable).toContain(`| \`${name}\` |`)
  })

  test('updateReadme rewrites only the marked sections, and is idempotent', () => {
    const readme = `# T\n\n${MARKERS.inputs[0]}\nold\n${MARKERS.inputs[1]}\n\ntext\n\n${MARKERS.outputs[0]}${MARKERS.outputs[1]}\nend\n`
    const once = updateReadme(readme, sample)
    expect(section(once, MARKERS.inputs)).toBe(renderInputsTable(sample))
    expect(section(once, MARKERS.outputs)).toBe(renderOutputsTable(sample))
    expect(once.startsWith('# T\n\n')).toBe(true)
    expect(once).toContain('\n\ntext\n\n')
    expect(once.endsWith('\nend\n')).toBe(true)
    expect(updateReadme(once, sample)).toBe(once)
    expect(() => updateReadme('# no markers', sample)).toThrow('<!-- inputs:start -->')
  })

  // Fails until docs/reference.md exists with both marked sections: regenerate them with
  // `npx tsx scripts/readme-tables.ts --write`.
  test(`${TABLES_FILE} holds the current tables between the markers`, () => {
    const path = join(ROOT, TABLES_FILE)
    expect(existsSync(path)).toBe(true)
    const readme = readFileSync(path, 'utf8')
    expect(section(readme, MARKERS.inputs)).toBe(renderInputsTable(actionText))
    expect(section(readme, MARKERS.outputs)).toBe(renderOutputsTable(actionText))
  })
})
