// docs/troubleshooting.md quotes messages: each one must be a message the code prints. A quoted
// message's pieces (between `…`, `X` or `#N`, which stand for what a run fills in) are found in src/ as written;
// a message the code assembles from parts is produced here by the code itself, or its parts are
// found in src/; a message that is not the action's names who prints it.
import { expect, test } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { InputError } from '../src/kernel/inputs/index.js'
import { parseInputs } from '../src/modes/index.js'
import { ROOT } from './helpers/run-action.js'

const PAGE = readFileSync(join(ROOT, 'docs', 'troubleshooting.md'), 'utf8')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}
/** Every source file, as a message reads: escaped backticks and quotes as printed. */
const SRC = sources(join(ROOT, 'src'))
  .map(file => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/\\([`'])/g, '$1')

/** The problems and warnings of the root action's inputs `given` (the key and project set). */
function inputMessages(given: Record<string, string>): string {
  const read = (name: string) => ({ 'api-key': 'mint_x', 'project-id': 'p', ...given })[name] ?? ''
  try {
    return parseInputs(read, {}).warnings.join('\n')
  } catch (error) {
    if (error instanceof InputError) return error.message
    throw error
  }
}

/** Messages the code assembles: what makes them, checked as the code has it. */
const ASSEMBLED: Record<string, () => void> = {
  '`mode` must be `agent`, `analytics`, `deploy`, `preview`, `automation`, `sweep` or `notify`, got "…"':
    () =>
      expect(inputMessages({ mode: 'analytic' })).toContain(
        '`mode` must be `agent`, `analytics`, `deploy`, `preview`, `automation`, `sweep` or `notify`, got "analytic"'
      ),
  '`wait` must be true or false, got "yes"': () =>
    expect(inputMessages({ prompt: 'x', wait: 'yes' })).toContain('`wait` must be true or false, got "yes"'),
  '`timeout-minutes` must be …': () =>
    expect(inputMessages({ prompt: 'x', 'timeout-minutes': '0' })).toContain('`timeout-minutes` must be'),
  '`poll-interval-seconds` must be …': () =>
    expect(inputMessages({ prompt: 'x', 'poll-interval-seconds': '0' })).toContain(
      '`poll-interval-seconds` must be'
    ),
  'Ignored in analytics mode: `prompt` …': () =>
    expect(inputMessages({ mode: 'analytics', prompt: 'x' })).toContain(
      'Ignored in analytics mode: `prompt`'
    ),
  'Could not create the "Docs agent" check run (…): the github-token lacks `checks: write`': () => {
    expect(SRC).toContain('the "${CHECK_NAME}" check run (${why}): the github-token lacks `checks: write`')
    expect(SRC).toContain("CHECK_NAME = 'Docs agent'")
  },
  'Could not read the comments of … to find its agent job … No job was created': () => {
    expect(SRC).toContain('Could not ${what} its agent job (')
    expect(SRC).toContain('`read the comments of ${describePullRequest(context)} to find`')
    expect(SRC).toContain('No job was created')
  },
  "Could not write this action's comment on … to record its agent job": () =>
    expect(SRC).toContain("`write this action's comment on ${describePullRequest(context)} to record`"),
  'Creating a new job: the previous job … is archived': () => {
    expect(SRC).toContain('`Creating a new job: ${forLog(why)}.`')
    expect(SRC).toContain('`the previous job ${jobId} is ${job.status}')
  },
  '@X, the docs deployment was not started: …': () => {
    expect(SRC).toContain('`${forMention(user.login)}, ${subject.what} was not started: ')
    expect(SRC).toContain("what: 'the docs deployment'")
  }
}

/** Messages that are not the action's: who prints them. */
const NOT_OURS: Record<string, string> = {
  'Argument list too long': "the runner's, when an input is over its limit (E2BIG)"
}

/** The code spans of the first cell of each row: the messages the page says you may see. */
const quoted = PAGE.split('\n')
  .filter(line => line.startsWith('| ') && !line.startsWith('| you see') && !line.startsWith('| ---'))
  .flatMap(line => {
    const cell = line.slice(2).split(' | ')[0] ?? ''
    return [...cell.matchAll(/(`+) ?(.+?) ?\1(?!`)/g)].map(m => m[2] as string)
  })
  // A lone input name or word (`permissions:`, `failed`) is no message.
  .filter(span => /\s/.test(span))

test('the page quotes messages', () => {
  expect(quoted.length).toBeGreaterThan(30)
})

test.each(quoted)('%s is printed by the code', message => {
  if (message in NOT_OURS) return
  const assembled = ASSEMBLED[message]
  if (assembled) return assembled()
  const pieces = message
    .split(/…|\bX\b|#N\b/)
    .map(piece => piece.trim())
    .filter(piece => piece.length >= 6)
  expect(pieces.length).toBeGreaterThan(0)
  for (const piece of pieces) expect(SRC).toContain(piece)
})

test('one row per message: no message is quoted twice', () => {
  expect(new Set(quoted).size).toBe(quoted.length)
})
