// The command line's commands and flags come from the action's input registry: `--help` of every
// command lists exactly the inputs its mode reads (common ones included), minus the GitHub-only ones,
// with action.yml's defaults and descriptions; and the flags read as the action's inputs do.
import { describe, expect, test } from '@jest/globals'
import { COMMON_INPUTS } from '../../src/kernel/inputs/registry.js'
import { MODE_DEFINITIONS } from '../../src/modes/index.js'
import { MODE_NAMES, MODE_TABLE } from '../../src/modes/table.js'
import { UsageError, parseCommand } from '../../src/cli/args.js'
import { COMMAND_TITLES, COMMANDS, inputFlags, loadCommand } from '../../src/cli/commands.js'
import { FLAG_DESCRIPTIONS } from '../../src/cli/flag-descriptions.js'
import { cli } from '../../src/cli/index.js'

/** The CLI's streams, captured; stderr is not a TTY. */
function streams(env: NodeJS.ProcessEnv = {}) {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    streams: {
      stdout: { write: (t: string) => out.push(t) },
      stderr: { write: (t: string) => err.push(t) },
      env
    }
  }
}

describe('--help of every command, from the registry', () => {
  test.each(COMMANDS)('%s', async command => {
    const { out, streams: s } = streams()
    expect(await cli([command, '--help'], s)).toBe(0)
    const help = out.join('')
    const flags = [...help.matchAll(/^ {2}--([a-z-]+)/gm)].map(m => m[1])
    const registry = { ...COMMON_INPUTS, ...MODE_DEFINITIONS[command].inputs } as Record<
      string,
      string | undefined
    >
    const { githubOnly } = await loadCommand(command)
    const expected = Object.keys(registry).filter(name => !(name in githubOnly))
    const own = ['json', 'quiet', 'verbose', 'help', ...(command === 'analytics' ? [] : ['output-dir'])]
    expect(flags.sort()).toEqual([...expected, ...own].sort())
    // Each flag's block: its usage line, then what it does (action.yml's description) and its default.
    const blocks = help.split(/\n(?= {2}--)/)
    for (const name of expected) {
      const block = (blocks.find(b => b.startsWith(`  --${name} `)) ?? '').replace(/\s+/g, ' ')
      const fallback = registry[name]
      if (fallback) expect(block).toContain(`Default: ${fallback}.`)
      if (fallback === 'true' || fallback === 'false') expect(block).toContain(`--no-${name}`)
      const described = FLAG_DESCRIPTIONS[command]?.[name] ?? ''
      expect(described).not.toBe('')
      expect(block).toContain(described.split(/[`.]/)[0]?.trim())
    }
    // A whole flag: `--history` is GitHub-only, `--history-dir` a flag.
    for (const name of Object.keys(githubOnly)) expect(help).not.toMatch(new RegExp(`--${name}(?![\\w-])`))
    expect(help).toContain('Exit codes: 0 success, 1 failure, 2 bad input, 130 cancelled')
  })

  test('one command per mode whose row in the mode table has one, in its order, with its words', () => {
    const offered = MODE_NAMES.filter(mode => 'command' in MODE_TABLE[mode])
    expect(COMMANDS).toEqual(offered)
    expect(COMMANDS).not.toContain('sweep')
    for (const command of COMMANDS) expect(COMMAND_TITLES[command]).toMatch(/\S/)
  })

  test('the top-level help lists every command; no command is a usage error (exit 2)', async () => {
    const asked = streams()
    expect(await cli(['--help'], asked.streams)).toBe(0)
    for (const command of COMMANDS) expect(asked.out.join('')).toContain(`  ${command} `)
    const none = streams()
    expect(await cli([], none.streams)).toBe(2)
    expect(none.out).toEqual([])
    const unknown = streams()
    expect(await cli(['sweep'], unknown.streams)).toBe(2)
    expect(unknown.err.join('')).toContain('Unknown command "sweep"')
  })
})

describe('flags', () => {
  test('a relative date as written, --flag=value, booleans as --wait / --no-wait', async () => {
    const spec = await loadCommand('analytics')
    const parsed = parseCommand(
      spec,
      ['--date-from', '-7d', '--date-to=-1d', '--daily', '--no-allow-incomplete'],
      {}
    )
    expect(parsed.read('date-from')).toBe('-7d')
    expect(parsed.read('date-to')).toBe('-1d')
    expect(parsed.read('daily')).toBe('true')
    expect(parsed.read('allow-incomplete')).toBe('false')
    expect(parsed.read('format')).toBe('')
    expect(parseCommand(await loadCommand('agent'), ['--no-wait'], {}).read('wait')).toBe('false')
  })

  test('the key and the project from the environment; --api-key warns about shell history', async () => {
    const spec = await loadCommand('deploy')
    const env = { MINTLIFY_API_KEY: 'mint_env', MINTLIFY_PROJECT_ID: 'proj_env' }
    const fromEnv = parseCommand(spec, [], env)
    expect([fromEnv.read('api-key'), fromEnv.read('project-id'), fromEnv.warnings]).toEqual([
      'mint_env',
      'proj_env',
      []
    ])
    const fromFlags = parseCommand(spec, ['--api-key', 'mint_flag', '--project-id', 'p'], env)
    expect([fromFlags.read('api-key'), fromFlags.read('project-id')]).toEqual(['mint_flag', 'p'])
    expect(fromFlags.warnings.join()).toMatch(/shell history.*MINTLIFY_API_KEY/)
  })

  test('the GitHub-only inputs are no flags, and read as the command line needs them', async () => {
    const spec = await loadCommand('agent')
    expect(() => parseCommand(spec, ['--comment-on-pr'], {})).toThrow(UsageError)
    expect(() => parseCommand(spec, ['--no-comment-on-pr'], {})).toThrow(/GitHub Action only/)
    expect(() => parseCommand(spec, ['--nope'], {})).toThrow(/Unknown flag --nope/)
    expect(() => parseCommand(spec, ['--promt', 'x'], {})).toThrow(/Did you mean --prompt\?/)
    expect(() => parseCommand(spec, ['Document it'], {})).toThrow(/Unexpected argument/)
    const read = parseCommand(spec, [], {}).read
    expect([read('mode'), read('comment-on-pr'), read('event-context')]).toEqual(['agent', 'false', 'false'])
    expect(parseCommand(await loadCommand('analytics'), [], {}).read('artifact-name')).toBe('')
    // Each refusal says what the command line lacks for that input.
    expect(() => parseCommand(spec, ['--check-run'], {})).toThrow(/no pull request to put a check on/)
    const analytics = await loadCommand('analytics')
    const loop = () => parseCommand(analytics, ['--gaps-agent', '3'], {})
    // The loop's inputs are flags once analytics keeps its memory in a folder (`history-dir`).
    if ('history-dir' in analytics.definition.inputs) expect(loop).not.toThrow()
    else expect(loop).toThrow(/docs-gap loop keeps its memory[^]*--history-dir/)
  })

  test("the loop's inputs are flags of a mode that reads `history-dir`", () => {
    const names = (inputs: Record<string, string | undefined>) => inputFlags(inputs).map(f => f.name)
    expect(names({ 'gaps-agent': '0', 'docs-domain': undefined })).not.toContain('gaps-agent')
    expect(names({ 'gaps-agent': '0', 'docs-domain': undefined, 'history-dir': undefined })).toEqual(
      expect.arrayContaining(['gaps-agent', 'docs-domain', 'history-dir'])
    )
    expect(names({ 'history-dir': undefined, 'report-issue': '' })).not.toContain('report-issue')
    // The folder's state opens with the key `api-key` replaced, read from the environment.
    expect(names({ 'previous-api-key': undefined })).not.toContain('previous-api-key')
    expect(names({ 'previous-api-key': undefined, 'history-dir': undefined })).toContain('previous-api-key')
  })

  test('the previous key is read from MINTLIFY_PREVIOUS_API_KEY; as a flag it warns', async () => {
    const analytics = await loadCommand('analytics')
    const fromEnv = parseCommand(analytics, [], { MINTLIFY_PREVIOUS_API_KEY: 'mint_old' })
    expect(fromEnv.read('previous-api-key')).toBe('mint_old')
    const fromFlag = parseCommand(analytics, ['--previous-api-key', 'mint_old'], {})
    expect(fromFlag.warnings.join()).toMatch(/shell history.*MINTLIFY_PREVIOUS_API_KEY/)
  })

  test("a bad value is the action's input error, exit 2, before any request", async () => {
    const { err, streams: s } = streams({ MINTLIFY_API_KEY: 'mint_x', MINTLIFY_PROJECT_ID: 'p' })
    expect(await cli(['analytics', '--date-from', 'soon', '--base-url', 'http://127.0.0.1:9'], s)).toBe(2)
    // Named as the command line spells it: the flag, and the variable beside it where one is read.
    expect(err.join('')).toContain('--date-from "soon" is not a date')
    const missing = streams()
    expect(await cli(['deploy'], missing.streams)).toBe(2)
    expect(missing.err.join('')).toMatch(
      /MINTLIFY_API_KEY \(or --api-key\) is required[\s\S]*MINTLIFY_PROJECT_ID \(or --project-id\) is required/
    )
  })
})
