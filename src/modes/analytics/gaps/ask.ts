import type { DocsApiClient } from '../../../kernel/api/client.js'
import { isApiError } from '../../../kernel/api/errors.js'
import { errorMessage } from '../../../kernel/error-message.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { RunLog } from '../../../kernel/run/run.js'
import { forLog } from '../../../kernel/safe-text.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { DateRange } from '../datasets/model.js'
import type { GapsRunOptions } from '../input-types.js'
import type { GapsReport } from '../report/gaps.js'
import type { JobRecorder, PeriodClaim, RecordedJob } from './memory.js'
import { gapsPrompt } from './prompt.js'
import type { LoopState } from './state.js'
import type { FoundGaps } from './threads.js'

// This period's agent job, created once: only from a complete export, only after the period is
// claimed in the loop's memory (the report issue or the history folder), and recorded there as soon
// as it exists.

export interface AskedJob {
  report: NonNullable<GapsReport['agent']>
  state?: RecordedJob
}

export interface AskContext {
  found: FoundGaps
  range: DateRange
  /** The job this period's state already names. */
  existing: LoopState['job']
  /** Undefined: the memory that records the job could not be read. */
  recorder?: JobRecorder
  /** Every dataset fetched in full: only then does the period get its job. */
  complete: boolean
}

const noJob = (note: string, log: RunLog): AskedJob => {
  log.warning(forLog(note, 600))
  return { report: { asked: 0, note } }
}

export async function askAgent(
  options: GapsRunOptions,
  client: DocsApiClient,
  { found, range, existing, recorder, complete }: AskContext,
  { budget, log, gate }: { budget: RunBudget; log: RunLog; gate: PublicationGate }
): Promise<AskedJob | undefined> {
  if (options.gapsAgent === 0) return undefined
  if (existing) return reused(existing, log)
  const top = found.gaps.slice(0, options.gapsAgent)
  if (top.length === 0) return { report: { asked: 0, note: 'No gap to close: no job was created.' } }
  if (!complete)
    return noJob(
      `No agent job yet: this export of ${range.dateFrom} to ${range.dateTo} is incomplete, so its top gaps may not be the period's. The job waits for the complete export: resume this one (its checkpoint, with \`resume-from\`) and that run creates the period's job.`,
      log
    )
  if (!recorder)
    return {
      report: {
        asked: 0,
        note: 'No agent job was created: the report issue, which records it, could not be read.'
      }
    }
  const claim = await recorder.claim(range, { budget, log })
  if (claim.kind === 'joined') return reused(claim.job, log)
  if (claim.kind === 'refused') return noJob(claim.note, log)
  return createAndRecord(options, client, { top, range, claim }, { budget, log, gate })
}

function reused(job: RecordedJob, log: RunLog): AskedJob {
  log.info(`The agent job ${forLog(job.id)} was created for this period by an earlier run: no second job.`)
  return { report: { asked: job.asked, jobId: job.id, reused: true }, state: job }
}

async function createAndRecord(
  options: GapsRunOptions,
  client: DocsApiClient,
  won: { top: FoundGaps['gaps']; range: DateRange; claim: Extract<PeriodClaim, { kind: 'won' }> },
  { budget, log, gate }: { budget: RunBudget; log: RunLog; gate: PublicationGate }
): Promise<AskedJob> {
  const { top, range, claim } = won
  const prompt = gapsPrompt(top, range, gate)
  let id: string
  try {
    id = (await client.createJob(options.projectId, prompt, { signal: budget.signal })).id
  } catch (error) {
    await claim.withdraw()
    const status = isApiError(error) ? error.status : undefined
    const why =
      status === 403
        ? 'The API refused to create the agent job (403): `gaps-agent` needs an admin key with write access (a read-only key is enough for the export, not for the agent).'
        : `The agent job could not be created: ${gate.showCaught(error, 'log')}`
    return noJob(why, log)
  }
  log.info(`Created the agent job ${forLog(id)} for the top ${top.length} gap(s).`)
  const job = { id, asked: top.length }
  for (let attempt = 1; ; attempt++) {
    try {
      await claim.record(job)
      break
    } catch (error) {
      if (attempt < 2) continue
      log.warning(
        `The agent job ${forLog(id)} was created, but recording it in its claim in ${claim.where} failed (${forLog(errorMessage(error), 300)}): the loop's state records it when it is written.`
      )
      break
    }
  }
  return { report: { asked: top.length, jobId: id }, state: job }
}
