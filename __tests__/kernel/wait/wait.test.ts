// The one wait (src/kernel/wait/wait.ts) on a simulated clock: the rules every poll follows, whatever is
// waited for. The loop itself (deadline, Retry-After, growing intervals, cancellation) is covered
// over an agent job in poll-until.test.ts.
import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as core from '../../../__fixtures__/core.js'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../../src/kernel/io/workflow-commands.js', () => core)
const { ApiError } = await import('../../../src/kernel/api/errors.js')
const { RecordCheck, waitFor } = await import('../../../src/kernel/wait/wait.js')
type Watched<T> = import('../../../src/kernel/wait/wait.js').Watched<T>

interface Rec {
  id?: string
  status: string
}

function fakeClock() {
  const clock = {
    t: 0,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.t += ms
    }
  }
  return clock
}

class WrongRecord extends Error {}

const watched = (id = 'rec_1'): Watched<Rec> => ({
  id,
  idOf: rec => rec.id,
  statusOf: rec => rec.status,
  isKnownStatus: status => ['running', 'done'].includes(status),
  isTerminal: rec => rec.status === 'done',
  name: `record ${id}`,
  describe: rec => rec.status,
  unknownStatus: rec => `unknown status ${rec.status}`,
  wrongRecord: rec => new WrongRecord(`another record: ${rec.id}`),
  readFailed: (error, retryIn) => `read failed (${error.message}); again in ${retryIn}`
})

/** A read that answers `answers` in turn (an Error is thrown), the last one repeating. */
function reads(...answers: (Rec | Error)[]) {
  let n = 0
  const read = async () => {
    const answer = answers[Math.min(n++, answers.length - 1)] as Rec | Error
    if (answer instanceof Error) throw answer
    return answer
  }
  return Object.assign(read, { count: () => n })
}

const transient = () =>
  new ApiError('GET /x: 503', {
    kind: 'http',
    method: 'GET',
    path: '/x',
    status: 503,
    retryable: true,
    mayHaveReachedServer: false
  })

// The run's log is the @actions/core stand-in, as a mode's run passes @actions/core's.
const options = { log: core, deadline: 600_000, intervalMs: 1000, started: 0 }
const warnings = () => core.warning.mock.calls.map(call => String(call[0]))

beforeEach(() => {
  jest.clearAllMocks()
})

describe('the record must be the one the run named', () => {
  it('a record of another id ends the wait with the caller’s error, not retried', async () => {
    const read = reads({ id: 'rec_1', status: 'running' }, { id: 'rec_2', status: 'done' })
    const wait = waitFor(new RecordCheck(watched(), core), { ...options, read, clock: fakeClock() })
    await expect(wait).rejects.toThrow(new WrongRecord('another record: rec_2'))
    expect(read.count()).toBe(2)
  })

  it('a record that names no id is taken as the one asked for', async () => {
    const read = reads({ status: 'done' })
    const result = await waitFor(new RecordCheck(watched(), core), { ...options, read, clock: fakeClock() })
    expect(result).toMatchObject({ kind: 'terminal', job: { status: 'done' } })
  })
})

describe('an unknown status', () => {
  it('means still running, warned about once, and is listed', async () => {
    const read = reads(
      { id: 'rec_1', status: 'paused' },
      { id: 'rec_1', status: 'paused' },
      { id: 'rec_1', status: 'done' }
    )
    const check = new RecordCheck(watched(), core)
    const result = await waitFor(check, { ...options, read, clock: fakeClock() })
    expect(result).toMatchObject({ kind: 'terminal', polls: 3 })
    expect(warnings()).toEqual(['unknown status paused'])
    expect(check.unknownStatuses).toEqual(['paused'])
  })

  it('a check shared with the mode’s own read before the wait warns once in all', async () => {
    const check = new RecordCheck(watched(), core)
    const first = check.check({ id: 'rec_1', status: 'paused' })
    const read = reads({ id: 'rec_1', status: 'paused' }, { id: 'rec_1', status: 'done' })
    await waitFor(check, { ...options, initial: first, read, clock: fakeClock() })
    expect(warnings()).toEqual(['unknown status paused'])
  })
})

describe('failed reads and the log', () => {
  it('the first failed read of a streak is a warning, the rest debug; a success starts a new streak', async () => {
    const running = { id: 'rec_1', status: 'running' }
    const read = reads(transient(), transient(), running, transient(), { id: 'rec_1', status: 'done' })
    const result = await waitFor(new RecordCheck(watched(), core), { ...options, read, clock: fakeClock() })
    expect(result).toMatchObject({ kind: 'terminal', polls: 5 })
    expect(warnings()).toEqual([
      'read failed (GET /x: 503); again in 1 s',
      expect.stringMatching(/^read failed \(GET \/x: 503\); again in \d+ s$/)
    ])
    const debug = core.debug.mock.calls.map(call => String(call[0]))
    expect(debug.filter(line => line.startsWith('read failed'))).toHaveLength(1)
  })

  it('a status change in the normal log, every other read in the debug log, with the time since `started`', async () => {
    const clock = fakeClock()
    clock.t = 5000
    const running = { id: 'rec_1', status: 'running' }
    const read = reads(running, running, { id: 'rec_1', status: 'done' })
    await waitFor(new RecordCheck(watched(), core), { ...options, started: 0, read, clock })
    const debug = core.debug.mock.calls.map(call => String(call[0]))
    expect(debug).toEqual(['Poll 2: record rec_1 is running after 6 s'])
    const info = core.info.mock.calls.map(call => String(call[0]))
    expect(info).toEqual([
      'Status: running (after 5 s)',
      expect.stringMatching(/^Status: done \(after \d+ s\)$/)
    ])
  })

  it('stopAt ends the wait at the first record that passes it; adopt shapes what is returned', async () => {
    const read = reads({ id: 'rec_1', status: 'running' })
    const result = await waitFor(new RecordCheck(watched(), core), {
      ...options,
      read,
      clock: fakeClock(),
      stopAt: () => true,
      adopt: rec => ({ ...rec, status: rec.status.toUpperCase() })
    })
    expect(result).toEqual({ kind: 'terminal', job: { id: 'rec_1', status: 'RUNNING' }, polls: 1 })
  })
})

describe('a wait people can see (issue 33)', () => {
  it('says where it stands in the normal log about once a minute: status, elapsed, next poll, time left', async () => {
    const clock = fakeClock()
    const running = { id: 'rec_1', status: 'running' }
    // 20 minutes of `running`, then done: reads every 10 s at first, then 10% of the time waited.
    const read = async () => (clock.t >= 20 * 60_000 ? { id: 'rec_1', status: 'done' } : running)
    const result = await waitFor(new RecordCheck(watched(), core), {
      ...options,
      deadline: 30 * 60_000,
      intervalMs: 10_000,
      read,
      clock
    })
    expect(result.kind).toBe('terminal')
    const info = core.info.mock.calls.map(call => String(call[0]))
    const still = info.filter(line => line.startsWith('Still waiting'))
    expect(still[0]).toMatch(
      /^Still waiting for record rec_1: running, 1 min( \d+ s)? so far; next poll in \d+ s, stops waiting in 2\d min/
    )
    // A steady pace: at least one line per two minutes of waiting (the longest poll interval), never more than one a minute.
    expect(still.length).toBeGreaterThanOrEqual(9)
    expect(still.length).toBeLessThanOrEqual(20)
  })
})
