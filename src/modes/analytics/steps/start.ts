import { errorMessage } from '../../../kernel/error-message.js'
import { InputError } from '../../../kernel/inputs/index.js'
import { type AnalyticsInputs } from '../input-types.js'
import { forLog } from '../../../kernel/outside.js'
import type { RunLog } from '../../../kernel/run/run.js'
import type { DateRange } from '../datasets/model.js'
import { readCheckpoint, type Resumed } from '../fetch/checkpoint.js'
import type { ExportIdentity } from '../fetch/checkpoint-schema.js'
import { costPlan, freshState, limitFor } from '../fetch/export.js'
import type { DatasetState } from '../fetch/pager.js'
import { datasetsMinimum, planProblem } from '../fetch/plan.js'
import { extrasPlan } from '../fetch/report-extras.js'
import type { DailySource } from '../files/daily-files.js'
import { reusableDays, type ReusableDays } from '../files/previous-daily.js'

// The export's first phase: what it fetches (a fresh range, or the rest of a checkpoint's), and the
// request plan checked against `max-requests` before the first request.

export interface ExportStart {
  identity: ExportIdentity
  /** Whose days the daily files hold. */
  source: DailySource
  /** The inputs' range, or the checkpoint's when resuming. */
  range: DateRange
  states: DatasetState[]
}

/** The export as the inputs describe it, or as the checkpoint `resume-from` left it; `error` when that cannot be read. */
export async function startExport(
  inputs: AnalyticsInputs,
  log: RunLog
): Promise<ExportStart | { error: string }> {
  const identity: ExportIdentity = {
    projectId: inputs.projectId,
    apiOrigin: new URL(inputs.baseUrl).origin,
    datasets: inputs.datasets,
    range: { dateFrom: inputs.dateFrom, dateTo: inputs.dateTo },
    dateInputs: inputs.dateInputs,
    includeContact: inputs.includeContact,
    feedbackFilter: inputs.feedbackFilter
  }
  const source: DailySource = { projectId: identity.projectId, apiOrigin: identity.apiOrigin }
  if (!inputs.resumeFrom) {
    const { includeContact, feedbackFilter, pageSize } = inputs
    const states = inputs.datasets.map(name => freshState(name, { includeContact, feedbackFilter, pageSize }))
    return { identity, source, range: identity.range, states }
  }
  let resumed: Resumed
  try {
    resumed = await readCheckpoint(inputs.resumeFrom, identity, name => limitFor(name, inputs.pageSize))
  } catch (error) {
    return { error: errorMessage(error) }
  }
  logResume(inputs, inputs.resumeFrom, resumed, log)
  return { identity, source, range: resumed.checkpoint.range, states: resumed.states }
}

function logResume(
  inputs: AnalyticsInputs,
  path: string,
  { checkpoint, states }: Resumed,
  log: RunLog
): void {
  const range = checkpoint.range
  log.info(
    `Resuming the export of ${checkpoint.datasets.join(', ')} from ${forLog(path)} ` +
      `(stopped: ${forLog(checkpoint.reason, 300)}); the checkpoint's range ${range.dateFrom} to ${range.dateTo} applies.`
  )
  if (checkpoint.includeContact && !inputs.includeContact)
    log.info("`include-contact` is false: the contacts of the earlier run's rows are dropped.")
  for (const s of states) log.info(`${s.spec.label}: ${s.rows.size} rows from the earlier run`)
}

/**
 * Says what the export will cost and throws InputError when `max-requests` cannot cover it. Returns
 * the days an earlier export's daily trend already holds: counted before the first request, for a
 * fresh range and a resumed one alike, so the plan is net of them.
 */
export async function planExport(
  inputs: AnalyticsInputs,
  { states, range, source }: ExportStart,
  log: RunLog
): Promise<ReusableDays | undefined> {
  log.info(
    `Exporting ${states.map(s => s.spec.name).join(', ')} from ${range.dateFrom} up to ${range.dateTo} (exclusive). ` +
      `Cost: ${costPlan(states)}.${inputs.maxRequests ? ` At most ${inputs.maxRequests} requests (\`max-requests\`).` : ''}`
  )
  const earlierDays = inputs.daily ? await reusableDays(inputs.previousExport, source, range) : undefined
  if (earlierDays?.note) log.info(forLog(earlierDays.note, 600))
  const plan = extrasPlan(
    range,
    states.map(s => s.spec.name),
    inputs,
    earlierDays
  )
  const problem = planProblem({ datasets: datasetsMinimum(states), ...plan }, inputs.maxRequests)
  if (problem) throw new InputError([problem])
  if (plan.extras > 0)
    log.info(`The report's ${plan.parts.join(', ')} add ${plan.extras} request(s) once the datasets are in.`)
  return earlierDays
}
