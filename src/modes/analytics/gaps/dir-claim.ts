import { randomBytes } from 'node:crypto'
import { link, mkdir, open, rename, unlink } from 'node:fs/promises'
import { errorMessage } from '../../../kernel/error-message.js'
import { forLog } from '../../../kernel/safe-text.js'
import { realClock, type Clock } from '../../../kernel/time/clock.js'
import { CLAIM_POLL_MS } from '../../../kernel/time/limits.js'
import type { DateRange } from '../datasets/model.js'
import { claimFile, periodDir, readJson, writeJsonAtomic } from './dir-store.js'
import type { PeriodClaim, RecordedJob } from './memory.js'

// A period's claim in the history folder: the run that creates `claim.json` (exclusively: the file
// system lets one creator win) creates the job and records it there. A claim whose run's deadline
// (`timeout-minutes`) passed without a job is taken over: renamed aside (one rename wins), then
// claimed again. A run that finds a live claim waits a while for its job, then creates none.

/** How long a run waits for the claiming run's job id before it goes on without it. */
const JOIN_WAIT_MS = 60_000

interface ClaimRecord {
  period: DateRange
  /** Epoch ms after which the claim no longer holds. */
  until: number
  /** Names the claiming run: a run changes only its own claim. */
  token: string
  job?: RecordedJob
}

function recordOf(value: unknown): ClaimRecord | undefined {
  const r = value as Partial<ClaimRecord> | undefined
  if (!r || typeof r.token !== 'string' || typeof r.until !== 'number' || !r.period) return undefined
  const job = r.job && typeof r.job.id === 'string' && typeof r.job.asked === 'number' ? r.job : undefined
  return { period: r.period, until: r.until, token: r.token, job }
}

async function createExclusive(path: string, record: ClaimRecord): Promise<boolean> {
  let handle
  try {
    handle = await open(path, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`)
  } finally {
    await handle.close()
  }
  return true
}

/** Moves an expired claim aside; puts it back when what was moved is another run's fresh claim. */
async function takeOver(path: string, expired: ClaimRecord): Promise<void> {
  const aside = `${path}.${randomBytes(6).toString('hex')}.expired`
  try {
    await rename(path, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const moved = recordOf(await readJson(aside))
  if (moved && moved.token !== expired.token) await link(aside, path).catch(() => undefined)
  await unlink(aside).catch(() => undefined)
}

const held = (path: string): PeriodClaim => ({
  kind: 'refused',
  note: `No agent job was created by this run: another run of this period claimed it first (${path}) and has not recorded its job yet. One job per period: that run creates it.`
})

/** Claims `period` in the history folder `root`; see the top of this file. */
export async function claimInDir(
  root: string,
  period: DateRange,
  until: number,
  { clock = realClock, signal }: { clock?: Clock; signal?: AbortSignal } = {}
): Promise<PeriodClaim> {
  const path = claimFile(root, period)
  const mine: ClaimRecord = { period, until, token: randomBytes(12).toString('hex') }
  const waitUntil = clock.now() + JOIN_WAIT_MS
  try {
    await mkdir(periodDir(root, period), { recursive: true })
    for (;;) {
      if (await createExclusive(path, mine)) return won(path, mine)
      const other = recordOf(await readJson(path))
      if (other?.job) return { kind: 'joined', job: other.job }
      if (!other || other.until <= clock.now()) {
        // Expired (or unreadable, which no run of this action writes): the claim is taken over.
        await takeOver(path, other ?? { ...mine, token: '' })
        continue
      }
      const stop = Math.min(waitUntil, other.until)
      if (clock.now() >= stop || signal?.aborted) return held(path)
      await clock.sleep(Math.min(CLAIM_POLL_MS, stop - clock.now()), signal)
    }
  } catch (error) {
    return {
      kind: 'refused',
      note: `No agent job was created: the period could not be claimed in the history folder (${forLog(errorMessage(error), 300)}), so the job could not be recorded and a re-run would create a second one. Check that \`history-dir\` can be written.`
    }
  }
}

function won(path: string, mine: ClaimRecord): PeriodClaim {
  const stillMine = async () => recordOf(await readJson(path))?.token === mine.token
  return {
    kind: 'won',
    where: path,
    record: async job => {
      if (!(await stillMine())) throw new Error(`${path} no longer holds this run's claim`)
      await writeJsonAtomic(path, { ...mine, job })
    },
    withdraw: async () => {
      if (await stillMine().catch(() => false)) await unlink(path).catch(() => undefined)
    }
  }
}
