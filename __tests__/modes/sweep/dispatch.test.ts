// A dispatch's hint in the sweep: the hinted pull request is read first and always inside the window;
// the wait covers the pull request or job the hint names (or, for a docs pull request alone, any
// running job), until one deadline; the log says only checked values.
import { describe, expect, test } from '@jest/globals'
import { dispatchWait, orderedWindow, sayHint, window } from '../../../src/modes/sweep/dispatch.js'
import { DISPATCH_WAIT_MS } from '../../../src/kernel/time/limits.js'
import type { RunLog } from '../../../src/kernel/run/run.js'

const prs = (...numbers: number[]) => numbers.map(number => ({ number }))
const numbers = (list: { number: number }[]) => list.map(pr => pr.number)
const ALL = prs(1, 2, 3, 4, 5, 6)

describe('the order of reads', () => {
  test('no hint, or one naming no listed pull request: the moving window as it is', () => {
    for (const run of [0, 1, 2]) {
      expect(orderedWindow(ALL, 2, run)).toEqual(window(ALL, 2, run))
      expect(orderedWindow(ALL, 2, run, {})).toEqual(window(ALL, 2, run))
      expect(orderedWindow(ALL, 2, run, { pullRequest: 99, jobId: 'job_x' })).toEqual(window(ALL, 2, run))
    }
  })

  test('the hinted pull request first, inside the window, the window otherwise the same', () => {
    expect(numbers(window(ALL, 2, 0))).toEqual([1, 2])
    expect(numbers(orderedWindow(ALL, 2, 0, { pullRequest: 5 }))).toEqual([5, 1])
    expect(numbers(orderedWindow(ALL, 2, 0, { pullRequest: 2 }))).toEqual([2, 1])
    expect(numbers(orderedWindow(ALL, 10, 0, { pullRequest: 4 }))).toEqual([4, 1, 2, 3, 5, 6])
    expect(numbers(orderedWindow(ALL, 1, 3, { pullRequest: 6 }))).toEqual([6])
  })
})

describe('the wait a dispatch gives', () => {
  test('nothing hinted: no wait', () => {
    expect(dispatchWait({}, 0)).toBeUndefined()
  })

  test('a named pull request or job: only that one, until one bounded deadline', () => {
    const wait = dispatchWait({ pullRequest: 3, jobId: 'job_9' }, 1000)
    expect(wait?.deadline).toBe(1000 + DISPATCH_WAIT_MS)
    expect(DISPATCH_WAIT_MS).toBeLessThanOrEqual(120_000)
    expect(wait?.covers(3, 'job_1')).toBe(true)
    expect(wait?.covers(4, 'job_9')).toBe(true)
    expect(wait?.covers(4, 'job_1')).toBe(false)
  })

  test("the wait ends early enough for the waited job's writes before the run's deadline", () => {
    expect(dispatchWait({ jobId: 'job_9' }, 1000, 31_000)?.deadline).toBe(31_000)
  })

  test('a docs pull request alone: any running job (the notifier may not know the code pull request)', () => {
    const wait = dispatchWait({ docsPullRequest: { repository: 'acme/docs', number: 8 } }, 0)
    expect(wait?.covers(4, 'job_1')).toBe(true)
  })
})

describe('what the log says', () => {
  const logged = () => {
    const lines: { level: string; text: string }[] = []
    const log = {
      info: (text: string) => lines.push({ level: 'info', text }),
      warning: (text: string) => lines.push({ level: 'warning', text }),
      debug: (text: string) => lines.push({ level: 'debug', text })
    } as unknown as RunLog
    return { lines, log }
  }

  test('dropped keys in one debug line, by name only; a hint in one line, through forLog', () => {
    const { lines, log } = logged()
    sayHint(log, {
      eventType: 'docs-agent-pr',
      hint: { jobId: 'job::error::x' },
      ignored: ['pull-request', 'docs-pull-request']
    })
    expect(lines).toEqual([
      {
        level: 'debug',
        text: "The dispatch's payload held nothing usable under pull-request, docs-pull-request: ignored."
      },
      {
        level: 'info',
        text: expect.stringContaining('Started by a dispatch (docs-agent-pr) naming job job:')
      }
    ])
    expect(lines[1]?.text).not.toContain('::error::')
  })

  test('no dispatch, or one with nothing usable: no info line', () => {
    const { lines, log } = logged()
    sayHint(log, undefined)
    sayHint(log, { eventType: '', hint: {}, ignored: [] })
    expect(lines).toEqual([])
  })
})
