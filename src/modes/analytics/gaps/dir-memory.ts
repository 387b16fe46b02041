import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { errorMessage } from '../../../kernel/error-message.js'
import type { RunLog } from '../../../kernel/run/run.js'
import { forLog } from '../../../kernel/safe-text.js'
import { boxKeys, openBox, sealBox } from '../../../kernel/seal.js'
import type { DateRange } from '../datasets/model.js'
import type { GapsRunOptions } from '../input-types.js'
import { claimInDir } from './dir-claim.js'
import { loopFile, periodFolder, periodsDir, readJson, writeJsonAtomic } from './dir-store.js'
import { loopRecordOf } from './loop-record.js'
import type { LoopMemory } from './memory.js'
import { loopStateSchema, samePeriod, type LoopState } from './state.js'

// The loop's memory in a folder (`history-dir`), for the command line and any runner whose disk
// stays: each period's loop.json holds its job and proof in the clear, and the state (the gaps'
// wording is reader text) sealed with a key derived from the API key (`previous-api-key` opens it
// too), bound to the project and the period's folder, so a copy elsewhere does not open.

const PURPOSE = 'docs-agent-action history-dir loop state v1'
const rangeSchema = z.object({ dateFrom: z.string(), dateTo: z.string() })
const loopFileSchema = z.object({ v: z.literal(1), period: rangeSchema, state: z.string() }).passthrough()

interface Keys {
  apiKey: string
  previousApiKey?: string
  projectId: string
}

const keysOf = (k: Keys) => boxKeys(PURPOSE, [k.apiKey, k.previousApiKey])
const boundOf = (k: Keys, period: DateRange) => `${k.projectId}\n${periodFolder(period)}`

type Read = { state: LoopState; previousKey: boolean } | { invalid: string } | undefined

/** The state of `period`'s loop.json: undefined when there is none. */
export async function readPeriodState(root: string, period: DateRange, keys: Keys): Promise<Read> {
  const file = loopFileSchema.safeParse(await readJson(loopFile(root, period)))
  if (!file.success) return undefined
  const opened = openBox(keysOf(keys), Buffer.from(file.data.state, 'base64url'), boundOf(keys, period))
  if (!opened) return { invalid: loopFile(root, period) }
  let json: unknown
  try {
    json = JSON.parse(opened.plaintext.toString('utf8'))
  } catch {
    return { invalid: loopFile(root, period) }
  }
  const state = loopStateSchema.safeParse(json)
  return state.success
    ? { state: state.data, previousKey: opened.key > 0 }
    : { invalid: loopFile(root, period) }
}

/** The periods the folder holds, latest start first (their folder names sort by start). */
async function heldPeriods(root: string): Promise<DateRange[]> {
  const names = await readdir(periodsDir(root)).catch(() => [] as string[])
  const periods: DateRange[] = []
  for (const name of names.sort().reverse()) {
    const file = loopFileSchema.safeParse(await readJson(join(periodsDir(root), name, 'loop.json')))
    if (file.success && periodFolder(file.data.period) === name) periods.push(file.data.period)
  }
  return periods
}

/** This period's state, or else the latest period's that started before it. */
async function stateFor(
  root: string,
  range: DateRange,
  keys: Keys,
  log: RunLog
): Promise<LoopState | undefined> {
  const periods = await heldPeriods(root)
  const candidates = [
    ...periods.filter(p => samePeriod(p, range)),
    ...periods.filter(p => p.dateFrom < range.dateFrom)
  ]
  for (const period of candidates) {
    const read = await readPeriodState(root, period, keys)
    if (read && 'invalid' in read) {
      log.warning(
        `${read.invalid} holds a state whose seal does not open with this project and key: it is ignored (set \`previous-api-key\` after a key rotation).`
      )
      continue
    }
    if (!read) continue
    if (read.previousKey)
      log.info(
        "The history folder's state was sealed with `previous-api-key`: this run seals it again with `api-key`."
      )
    return read.state
  }
  return undefined
}

/** The memory kept in `root` for this run's period. */
export async function dirMemory(
  options: GapsRunOptions,
  root: string,
  range: DateRange,
  log: RunLog
): Promise<LoopMemory> {
  const keys: Keys = {
    apiKey: options.apiKey,
    previousApiKey: options.previousApiKey,
    projectId: options.projectId
  }
  let state: LoopState | undefined
  try {
    state = await stateFor(root, range, keys, log)
  } catch (error) {
    log.warning(
      forLog(
        `The history folder could not be read (${errorMessage(error)}): last period's gaps are not checked, and this period's job is claimed afresh.`,
        600
      )
    )
  }
  return {
    state,
    recorder: {
      claim: (period, { budget }) =>
        claimInDir(root, period, budget.deadline, { clock: budget.clock, signal: budget.signal })
    },
    keeps: true,
    where: 'the history folder',
    keep: async (next, run) => {
      try {
        await keepState(root, next, keys, run.proof)
      } catch (error) {
        run.log.warning(
          forLog(
            `The loop's state could not be written to the history folder (${errorMessage(error)}): the next period cannot check this one's gaps.`,
            600
          )
        )
      }
      return undefined
    }
  }
}

async function keepState(
  root: string,
  next: LoopState,
  keys: Keys,
  proof: { checked: number; found: number } | undefined
): Promise<void> {
  const box = sealBox(keysOf(keys), Buffer.from(JSON.stringify(next), 'utf8'), boundOf(keys, next.period))
  // index.json is the history's (history/index-file.ts): the periods held are found from loop.json.
  await writeJsonAtomic(loopFile(root, next.period), {
    ...loopRecordOf(next, proof),
    state: box.toString('base64url')
  })
}
