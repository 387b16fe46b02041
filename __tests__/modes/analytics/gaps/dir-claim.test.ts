import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { claimInDir } from '../../../../src/modes/analytics/gaps/dir-claim.js'
import { claimFile } from '../../../../src/modes/analytics/gaps/dir-store.js'
import type { PeriodClaim } from '../../../../src/modes/analytics/gaps/memory.js'
import type { Clock } from '../../../../src/kernel/time/clock.js'

const WEEK = { dateFrom: '2026-02-01', dateTo: '2026-02-08' }
const HOUR = 3_600_000

/** A clock that moves only when slept on. */
function fakeClock(start = 1_000_000): Clock & { slept: number } {
  let now = start
  return {
    slept: 0,
    now: () => now,
    async sleep(ms) {
      now += ms
      this.slept += ms
    }
  }
}

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dir-claim-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const won = (claim: PeriodClaim) => {
  if (claim.kind !== 'won') throw new Error(`expected a won claim, got ${JSON.stringify(claim)}`)
  return claim
}
const claimJson = () => JSON.parse(readFileSync(claimFile(root, WEEK), 'utf8')) as Record<string, unknown>

describe('a period claimed in the history folder', () => {
  test('the first run wins and records its job; the next run joins that job', async () => {
    const clock = fakeClock()
    const first = won(await claimInDir(root, WEEK, clock.now() + HOUR, { clock }))
    await first.record({ id: 'job-1', asked: 3 })
    expect(claimJson()).toMatchObject({ period: WEEK, job: { id: 'job-1', asked: 3 } })
    expect(await claimInDir(root, WEEK, clock.now() + HOUR, { clock })).toEqual({
      kind: 'joined',
      job: { id: 'job-1', asked: 3 }
    })
  })

  test('two runs at once: one wins, the other waits for its job and joins it', async () => {
    const clock = fakeClock()
    const [a, b] = await Promise.all([
      claimInDir(root, WEEK, clock.now() + HOUR, { clock: fakeClock() }),
      claimInDir(root, WEEK, clock.now() + HOUR, { clock: fakeClock() })
    ])
    const kinds = [a.kind, b.kind].sort()
    // The loser waited with nothing recorded on its own clock: it creates no job.
    expect(kinds).toEqual(['refused', 'won'])
    const refused = (a.kind === 'refused' ? a : b) as Extract<PeriodClaim, { kind: 'refused' }>
    expect(refused.note).toMatch(/another run of this period claimed it first/)
  })

  test('a live claim with no job: the run waits, then joins the job recorded meanwhile', async () => {
    const clock = fakeClock()
    const first = won(await claimInDir(root, WEEK, clock.now() + HOUR, { clock }))
    const waiting: Clock = {
      now: clock.now,
      sleep: async ms => {
        await clock.sleep(ms)
        await first.record({ id: 'job-late', asked: 2 })
      }
    }
    expect(await claimInDir(root, WEEK, clock.now() + HOUR, { clock: waiting })).toEqual({
      kind: 'joined',
      job: { id: 'job-late', asked: 2 }
    })
  })

  test('an expired claim (its run timed out) is taken over', async () => {
    const clock = fakeClock()
    won(await claimInDir(root, WEEK, clock.now() + 10, { clock }))
    await clock.sleep(11)
    const second = won(await claimInDir(root, WEEK, clock.now() + HOUR, { clock }))
    await second.record({ id: 'job-2', asked: 1 })
    expect(claimJson()).toMatchObject({ job: { id: 'job-2' } })
  })

  test('a withdrawn claim frees the period; a taken-over claim is not recorded by its old run', async () => {
    const clock = fakeClock()
    const first = won(await claimInDir(root, WEEK, clock.now() + 10, { clock }))
    await first.withdraw()
    expect(existsSync(claimFile(root, WEEK))).toBe(false)
    const again = won(await claimInDir(root, WEEK, clock.now() + 10, { clock }))
    await clock.sleep(11)
    won(await claimInDir(root, WEEK, clock.now() + HOUR, { clock }))
    await expect(again.record({ id: 'stale', asked: 1 })).rejects.toThrow(/no longer holds this run's claim/)
    await again.withdraw()
    expect(existsSync(claimFile(root, WEEK))).toBe(true)
  })

  test('a folder that cannot be written: no claim, and the note names history-dir', async () => {
    writeFileSync(join(root, 'periods'), 'a file where the folder goes')
    const claim = await claimInDir(root, WEEK, Date.now() + HOUR)
    expect(claim.kind).toBe('refused')
    expect((claim as { note: string }).note).toMatch(
      /could not be claimed in the history folder[^]*`history-dir`/
    )
  })
})
