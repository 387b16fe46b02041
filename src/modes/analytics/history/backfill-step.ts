import type { DocsApiClient } from '../../../kernel/api/client.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { Run } from '../../../kernel/run/run.js'
import type { PageRow } from '../datasets/model.js'
import type { AnalyticsInputs } from '../input-types.js'
import type { FetchedExport, FetchOptions } from '../steps/fetch.js'
import type { Started, StartOptions } from '../steps/start.js'
import { backfillHistory, type BackfillResult } from './backfill.js'
import { backfillFolderStore } from './backfill-folder.js'
import { requestsOfExport } from './backfill-formula.js'
import type { FetchedPeriod } from './backfill-write.js'
import { HISTORY_VERSION, type HistoryStore, type PeriodFileName, type PeriodSummary } from './model.js'

// The backfill's place in the run: after the run's own period is fetched whole and published, with
// the requests it left. An own export that stopped early leaves nothing for earlier periods: the next
// run resumes it first.

export interface BackfillStep {
  readonly start: StartOptions
  readonly fetch: FetchOptions
  readonly started: Started
  readonly fetched: FetchedExport
}

/** Runs the backfill when `history-backfill` asks for one and the run's own period is whole. */
export async function backfillStep(
  run: Run & { gate: PublicationGate },
  inputs: AnalyticsInputs,
  client: DocsApiClient,
  step: BackfillStep
): Promise<BackfillResult | undefined> {
  const span = inputs.historyBackfill
  const store = historyStoreOf(inputs)
  if (!span || !store) return undefined
  const { fetched, started } = step
  if (fetched.cancelled || !fetched.fetched.complete) {
    run.log.info('History backfill: not this run, as its own period is not whole.')
    return undefined
  }
  return backfillHistory(
    {
      span,
      own: started.range,
      start: step.start,
      fetch: step.fetch,
      maxRequests: inputs.maxRequests,
      ownSpent: fetched.fetched.ledger.requests,
      perPeriod: requestsOfExport(started.states, inputs.resumeFrom !== undefined)
    },
    { store, periodFiles: summaryFiles, client, run, project: inputs.projectId }
  )
}

function historyStoreOf(inputs: AnalyticsInputs): HistoryStore | undefined {
  return inputs.historyDir ? backfillFolderStore(inputs.historyDir) : undefined
}

/** A backfilled period's totals (summary.json) from its views. */
async function summaryFiles({
  range,
  started,
  fetched
}: FetchedPeriod): Promise<ReadonlyMap<PeriodFileName, string>> {
  const views = started.states.find(s => s.spec.name === 'views')
  const summary: PeriodSummary = {
    version: HISTORY_VERSION,
    ...range,
    complete: fetched.fetched.complete
  }
  if (views) {
    const split = { human: 0, ai: 0, total: 0 }
    for (const row of views.rows.sorted() as Iterable<PageRow>) {
      split.human += row.human
      split.ai += row.ai
      split.total += row.total
    }
    Object.assign(summary, { views: split, pages: views.rows.size })
  }
  return Promise.resolve(new Map([['summary.json', `${JSON.stringify(summary)}\n`]]))
}
