import { errorMessage } from '../../../kernel/error-message.js'
import { InputError } from '../../../kernel/inputs/index.js'
import type { AnalyticsInputs, ReportOptions } from '../input-types.js'
import { forLog } from '../../../kernel/safe-text.js'
import type { RunLog } from '../../../kernel/run/run.js'
import type { DatasetName, DateRange } from '../datasets/model.js'
import { readCheckpoint, SealedRowsError, type Resumed } from '../fetch/checkpoint.js'
import { sealedCopyKeys } from '../files/sealed-copy.js'
import type { ExportIdentity } from '../fetch/checkpoint-schema.js'
import { costPlan, freshState, limitFor } from '../fetch/export.js'
import type { DatasetState } from '../fetch/pager.js'
import { datasetsMinimum, planProblem } from '../fetch/plan.js'
import { extrasPlan } from '../fetch/report-extras.js'
import type { DailySource } from '../files/daily-files.js'
import { reusableDays, type ReusableDays } from '../files/previous-daily.js'
import { gapsPlanLine } from '../gaps/run.js'

// The export's first phase: what it fetches (a fresh range, or the rest of a checkpoint's), and the
// request plan checked against `max-requests` before the first request.

/** What the start reads of the options: the export's identity and range, and what the plan counts. */
export type StartOptions = ReportOptions &
  Pick<
    AnalyticsInputs,
    | 'projectId'
    | 'baseUrl'
    | 'datasets'
    | 'dateFrom'
    | 'dateTo'
    | 'dateInputs'
    | 'includeContact'
    | 'feedbackFilter'
    | 'pageSize'
    | 'resumeFrom'
    | 'apiKey'
    | 'maxRequests'
    | 'gaps'
  >

export interface ExportStart {
  identity: ExportIdentity
  /** Whose days the daily files hold. */
  source: DailySource
  /** The inputs' range, or the checkpoint's when resuming. */
  range: DateRange
  states: DatasetState[]
}

/** The export started: what it fetches, with the days an earlier export already holds. */
export interface Started extends ExportStart {
  earlierDays?: ReusableDays
}

/**
 * The export's first step: what it fetches, and its plan said and checked against `max-requests`
 * (InputError when that cannot cover it), all before the first request.
 */
export async function beginExport(options: StartOptions, log: RunLog): Promise<Started | { error: string }> {
  const start = await startExport(options, log)
  if ('error' in start) return start
  const earlierDays = await planExport(options, start, log)
  if (options.gaps) log.info(gapsPlanLine(options.maxRequests))
  return { ...start, earlierDays }
}

/** The export as the inputs describe it, or as the checkpoint `resume-from` left it; `error` when that cannot be read. */
async function startExport(options: StartOptions, log: RunLog): Promise<ExportStart | { error: string }> {
  const identity: ExportIdentity = {
    projectId: options.projectId,
    apiOrigin: new URL(options.baseUrl).origin,
    datasets: options.datasets,
    range: { dateFrom: options.dateFrom, dateTo: options.dateTo },
    dateInputs: options.dateInputs,
    includeContact: options.includeContact,
    feedbackFilter: options.feedbackFilter
  }
  const source: DailySource = { projectId: identity.projectId, apiOrigin: identity.apiOrigin }
  const { includeContact, feedbackFilter, pageSize } = options
  const fresh = () => ({
    identity,
    source,
    range: identity.range,
    states: options.datasets.map(name => freshState(name, { includeContact, feedbackFilter, pageSize }))
  })
  if (!options.resumeFrom) return fresh()
  let resumed: Resumed
  try {
    const limit = (name: DatasetName) => limitFor(name, pageSize)
    resumed = await readCheckpoint(options.resumeFrom, identity, limit, sealedCopyKeys([options.apiKey]))
  } catch (error) {
    // Without the rows' reader text the earlier rows cannot be written whole: the export starts afresh.
    if (error instanceof SealedRowsError) {
      log.warning(forLog(`${error.message} The export starts afresh, as if without \`resume-from\`.`, 1000))
      return fresh()
    }
    return { error: errorMessage(error) }
  }
  logResume(options, options.resumeFrom, resumed, log)
  return { identity, source, range: resumed.checkpoint.range, states: resumed.states }
}

function logResume(options: StartOptions, path: string, { checkpoint, states }: Resumed, log: RunLog): void {
  const range = checkpoint.range
  log.info(
    `Resuming the export of ${checkpoint.datasets.join(', ')} from ${forLog(path)} ` +
      `(stopped: ${forLog(checkpoint.reason, 300)}); the checkpoint's range ${range.dateFrom} to ${range.dateTo} applies.`
  )
  if (checkpoint.includeContact && !options.includeContact)
    log.info("`include-contact` is false: the contacts of the earlier run's rows are dropped.")
  for (const s of states) log.info(`${s.spec.label}: ${s.rows.size} rows from the earlier run`)
}

/**
 * Says what the export will cost and throws InputError when `max-requests` cannot cover it. Returns
 * the days an earlier export's daily trend already holds: counted before the first request, for a
 * fresh range and a resumed one alike, so the plan is net of them.
 */
async function planExport(
  options: StartOptions,
  { states, range, source }: ExportStart,
  log: RunLog
): Promise<ReusableDays | undefined> {
  log.info(
    `Exporting ${states.map(s => s.spec.name).join(', ')} from ${range.dateFrom} up to ${range.dateTo} (exclusive). ` +
      `Cost: ${costPlan(states)}.${options.maxRequests ? ` At most ${options.maxRequests} requests (\`max-requests\`).` : ''}`
  )
  const earlierDays = options.daily ? await reusableDays(options.previousExport, source, range) : undefined
  if (earlierDays?.note) log.info(forLog(earlierDays.note, 600))
  const plan = extrasPlan(
    range,
    states.map(s => s.spec.name),
    options,
    earlierDays
  )
  const problem = planProblem({ datasets: datasetsMinimum(states), ...plan }, options.maxRequests)
  if (problem) throw new InputError([problem])
  if (plan.extras > 0)
    log.info(`The report's ${plan.parts.join(', ')} add ${plan.extras} request(s) once the datasets are in.`)
  return earlierDays
}
