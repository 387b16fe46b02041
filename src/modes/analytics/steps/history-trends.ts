import { errorMessage } from '../../../kernel/error-message.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { Run } from '../../../kernel/run/run.js'
import { forLog } from '../../../kernel/safe-text.js'
import { checkOpenGaps, type ChecksRun } from '../history/checks.js'
import { loopJobsSchema } from '../history/cohorts.js'
import { periodGapsSchema, type HistoryStore, type HistoryView } from '../history/model.js'
import type { PeriodRecord } from '../history/period-files.js'
import { openSealedGaps } from '../history/sealed-gaps.js'
import { readHistoryView } from '../history/trends-view.js'
import type { GapsRunOptions } from '../input-types.js'
import type { FetchedExport } from './fetch.js'
import { openHistories, type HistoryExtras, type HistoryStepOptions } from './history.js'

// Before the report: this run checks the open gaps of the last periods (checks.json of its period),
// then reads the trends and the cohorts, this period included, for the report to draw. What fails
// here is said in one line: the report is whole without its history part.

export interface HistoryTrends {
  view?: HistoryView
  /** checks.json, for the history step to write with the period. */
  extras: HistoryExtras
}

export async function historyTrends(
  options: HistoryStepOptions,
  search: GapsRunOptions | undefined,
  record: PeriodRecord | undefined,
  fetched: FetchedExport,
  run: Pick<Run, 'trigger' | 'budget' | 'log'> & { gate: PublicationGate }
): Promise<HistoryTrends> {
  if (!record || run.budget.cancel.aborted) return { extras: {} }
  const [opened] = await openHistories(options, run)
  if (!opened) return { extras: {} }
  const store = readOnce(opened)
  try {
    const index = await store.readIndex()
    let checked: ChecksRun | undefined
    if (search) {
      const about = { projectId: options.projectId, apiOrigin: new URL(options.baseUrl).origin }
      const keys = [search.apiKey, search.previousApiKey]
      checked = await checkOpenGaps(store, index, record.range, {
        search,
        open: (period, bytes) => {
          const gaps = openSealedGaps(keys, { ...about, period }, bytes)
          return gaps && new Map(gaps.map(g => [g.key, g.text]))
        },
        signal: run.budget.signal,
        gate: run.gate,
        proved: fetched.gaps?.cycle.report.proof?.keys
      })
      for (const note of checked.notes) run.log.info(forLog(note, 800))
      if (checked.searched > 0)
        run.log.info(
          `Checked ${checked.searched} of ${checked.open} open gap(s) of earlier periods: ${checked.found} now find a page.`
        )
    }
    const gaps = fileJson(record.files.get('gaps.json'))
    const cycle = fetched.gaps?.cycle
    const followed = cycle?.report.previousJob
    const view = await readHistoryView(
      store,
      {
        range: record.range,
        summary: record.summary,
        gaps: periodGapsSchema.safeParse(gaps).data,
        checks: checked?.checks,
        loop: loopJobsSchema.safeParse(cycle?.loop).data
      },
      new Map(followed?.prLink ? [[followed.jobId, followed.prLink]] : []),
      index
    )
    const checks = checked?.checks
    return {
      view,
      extras: { period: checks ? [async () => ['checks.json', `${JSON.stringify(checks, null, 1)}\n`]] : [] }
    }
  } catch (error) {
    run.log.warning(
      forLog(
        `The history's trends were not read from the ${store.where}: ${errorMessage(error)}. The report is complete without them.`,
        600
      )
    )
    return { extras: {} }
  }
}

/** The store, each file read at most once: the checks and the cohorts read the same periods' files. */
function readOnce(store: HistoryStore): HistoryStore {
  const reads = new Map<string, Promise<Uint8Array | undefined>>()
  return {
    where: store.where,
    readIndex: () => store.readIndex(),
    write: build => store.write(build),
    read: path => {
      let read = reads.get(path)
      if (!read) reads.set(path, (read = store.read(path)))
      return read
    }
  }
}

const fileJson = (content: string | Uint8Array | undefined): unknown => {
  if (content === undefined) return undefined
  try {
    return JSON.parse(typeof content === 'string' ? content : Buffer.from(content).toString('utf8'))
  } catch {
    return undefined
  }
}
