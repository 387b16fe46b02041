// The progress line: on a TTY, redrawn in place under the log lines, and its final state left as a
// line; not a TTY (or --quiet), plain lines with no control sequence at all. Fed a fake terminal.
import { expect, test } from '@jest/globals'
import { ProgressLine, progressText, type Terminal } from '../../src/cli/progress.js'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/

function terminal(isTTY: boolean) {
  const writes: string[] = []
  const term: Terminal & { writes: string[] } = { isTTY, columns: 100, writes, write: t => writes.push(t) }
  return term
}

/** What a terminal shows: each \r returns to the line's start, ESC[2K clears it. */
function screen(writes: string[]): string[] {
  const lines = ['']
  // eslint-disable-next-line no-control-regex
  for (const chunk of writes.join('').split(/(\r\x1b\[2K|\n)/)) {
    if (chunk === '\r\x1b[2K') lines[lines.length - 1] = ''
    else if (chunk === '\n') lines.push('')
    else lines[lines.length - 1] += chunk
  }
  return lines
}

test('export on a TTY: rows, requests of the budget and dataset, redrawn in place, then the final state', () => {
  let now = 0
  const term = terminal(true)
  const progress = new ProgressLine(term, 'analytics', { now: () => now })
  progress.update({ budget: 20 })
  progress.start()
  progress.update({ dataset: 'views', requests: 1, rows: 250 })
  now = 3000
  progress.update({ requests: 2, rows: 500 })
  expect(screen(term.writes)).toEqual(['analytics · views · 500 rows · 2 of 20 requests · 3s'])
  progress.line('page views: 500 rows; 2 request(s) in this run.')
  expect(screen(term.writes)).toEqual([
    'page views: 500 rows; 2 request(s) in this run.',
    'analytics · views · 500 rows · 2 of 20 requests · 3s'
  ])
  now = 65_000
  progress.update({ dataset: 'searches', requests: 3, rows: 530 })
  progress.finish('done')
  expect(screen(term.writes)).toEqual([
    'page views: 500 rows; 2 request(s) in this run.',
    'analytics · searches · 530 rows · 3 of 20 requests · 1m 05s · done',
    ''
  ])
  expect(term.writes.join('')).toContain('\r\x1b[2K')
})

test('a job on a TTY: its status and the time since it started', () => {
  let now = 0
  const term = terminal(true)
  const progress = new ProgressLine(term, 'agent', { now: () => now })
  progress.start()
  expect(screen(term.writes)).toEqual(['agent · starting · 0s'])
  progress.update({ id: 'job_1', status: 'active' })
  now = 12_000
  progress.update({ status: 'completed' })
  expect(screen(term.writes)).toEqual(['agent · job_1 · completed · 12s'])
  progress.finish('done')
  expect(screen(term.writes)).toEqual(['agent · job_1 · completed · 12s · done', ''])
})

test.each([
  ['not a TTY', false, false],
  ['--quiet on a TTY', true, true]
])('%s: plain lines, no control sequence', (_name, isTTY, quiet) => {
  const term = terminal(isTTY)
  const progress = new ProgressLine(term, 'analytics', { quiet, now: () => 0 })
  progress.start()
  progress.update({ dataset: 'views', requests: 1, rows: 250 })
  progress.line('a log line')
  progress.finish('done')
  expect(term.writes.join('')).toBe(`a log line\n${progressText(progress.state, 0)} · done\n`)
  expect(term.writes.join('')).not.toMatch(CONTROL)
})

test('a line wider than the terminal is cut to fit, so the redraw stays on one row', () => {
  const term = { ...terminal(true), columns: 30 }
  const progress = new ProgressLine(term, 'analytics', { now: () => 0 })
  progress.update({ dataset: 'a-very-long-dataset-name-indeed', requests: 1, rows: 1 })
  for (const line of screen(term.writes)) expect(line.length).toBeLessThan(30)
})
