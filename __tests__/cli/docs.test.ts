// docs/command-line.md's commands (the GitLab CI example's included) are ones the command line
// accepts: every flag exists, every value is where a flag expects it.
import { expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { parseCommand } from '../../src/cli/args.js'
import { COMMANDS, isCommand, loadCommand } from '../../src/cli/commands.js'

const PAGE = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'command-line.md'), 'utf8')

/** A shell line's words: double-quoted strings kept whole, a redirection ends the command. */
function words(line: string): string[] {
  const found = [...line.matchAll(/"([^"]*)"|(\S+)/g)].map(m => m[1] ?? (m[2] as string))
  const end = found.findIndex(w => w === '>' || w === '|')
  return end < 0 ? found : found.slice(0, end)
}

const invocations = PAGE.split('\n')
  .map(line => /docs-agent-action (\S+)(.*)$/.exec(line))
  .filter(match => match && isCommand(match[1]))
  .map(match => [match?.[1] as string, words(match?.[2] ?? '')] as const)

test('the page runs every command at least once or names it', () => {
  expect(invocations.length).toBeGreaterThanOrEqual(4)
  for (const command of COMMANDS) expect(PAGE).toContain(`\`${command}\``)
})

test.each(invocations)('docs-agent-action %s %j parses', async (command, args) => {
  const spec = await loadCommand(command as (typeof COMMANDS)[number])
  expect(() => parseCommand(spec, args, {})).not.toThrow()
})

test('the GitLab CI example is YAML with a scheduled export kept as artifacts and a merge request job', () => {
  const block = /```yaml\n([\s\S]*?)```/.exec(PAGE)?.[1] ?? ''
  const jobs = parse(block) as Record<string, { rules?: { if?: string }[]; artifacts?: { paths?: string[] } }>
  expect(jobs['analytics-weekly']?.rules?.[0]?.if).toContain('"schedule"')
  expect(jobs['analytics-weekly']?.artifacts?.paths).toContain('page-views/')
  expect(jobs['docs-agent']?.rules?.[0]?.if).toContain('"merge_request_event"')
})

test('the page runs the command from a clone or a pinned commit, never the unpublished npm name', () => {
  expect(PAGE).toContain('node $PWD/dist/bin.js')
  expect(PAGE).toContain('npm install --global github:your-org/docs-agent-action#<commit-sha>')
  expect(PAGE).not.toMatch(/npx (--yes )?docs-agent-action [a-z]/)
})
