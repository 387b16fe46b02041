import { errorMessage } from '../../../kernel/error-message.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { Run, RunLog } from '../../../kernel/run/run.js'
import { forLog } from '../../../kernel/safe-text.js'
import type { AnalyticsInputs } from '../input-types.js'
import { mergeIndex } from '../history/index-file.js'
import type { HistoryIndex, HistoryStore, PeriodFileName } from '../history/model.js'
import { periodRecordOf, type PeriodRecord } from '../history/period-files.js'
import { periodFolder } from '../gaps/dir-store.js'
import type { Started } from './start.js'
import type { FetchedExport } from './fetch.js'

// The history (`history: true`: the data branch; `history-dir`: a folder): the period's files, made
// from the rows before the files step frees them, then written in one commit (or one rename a file)
// after it. What fails here is said in one line: the export is whole without its history.

export type HistoryStepOptions = Pick<
  AnalyticsInputs,
  | 'history'
  | 'historyBranch'
  | 'historyDir'
  | 'githubToken'
  | 'projectId'
  | 'baseUrl'
  | 'apiKey'
  | 'gaps'
  | 'reportIssue'
> & {
  /** The run's stores, opened by the first step that asks: the steps share them (one per run). */
  readonly opened?: { stores?: Promise<HistoryStore[]> }
}

type Content = string | Uint8Array

/** What the other parts of a run add to the history, one line each. */
export interface HistoryExtras {
  /** Files of this run's period (checks.json): made once, before the write. */
  period?: readonly ((store: HistoryStore) => Promise<[PeriodFileName, Content] | undefined>)[]
  /** Files at the root (index.html): made on the index the write sits on, again on each retry. */
  root?: readonly ((index: HistoryIndex, store: HistoryStore) => Promise<[string, Content] | undefined>)[]
}

const wanted = (options: HistoryStepOptions) => options.history || options.historyDir !== undefined

/** The period's files from the rows fetched, before the files step frees them (undefined: no history). */
export function historyPeriodOf(
  options: HistoryStepOptions,
  started: Started,
  { fetched, gaps }: FetchedExport,
  gate: PublicationGate
): PeriodRecord | undefined {
  if (!wanted(options)) return undefined
  const record = periodRecordOf({
    range: started.range,
    states: started.states,
    complete: fetched.complete,
    gaps: gaps && { found: gaps.found.gaps, sent: Number(gaps.cycle.outputs.gapsAsked ?? 0) },
    seal: {
      apiKey: options.apiKey,
      about: { projectId: options.projectId, apiOrigin: new URL(options.baseUrl).origin }
    },
    gate
  })
  if (gaps) record.files.set('loop.json', `${JSON.stringify(gaps.cycle.loop, null, 1)}\n`)
  return record
}

/** Where the history lives, opened (no request yet); a store that cannot be opened is said in one line. */
export function openHistories(
  options: HistoryStepOptions,
  run: Pick<Run, 'trigger' | 'budget' | 'log'>
): Promise<HistoryStore[]> {
  // Opened once a run: the steps that read and write the history share the stores (and a branch's
  // head and listing), and what keeps a store from opening is said once.
  if (!options.opened) return openStores(options, run)
  return (options.opened.stores ??= openStores(options, run))
}

async function openStores(
  options: HistoryStepOptions,
  run: Pick<Run, 'trigger' | 'budget' | 'log'>
): Promise<HistoryStore[]> {
  const stores: HistoryStore[] = []
  const warn = (message: string) => run.log.warning(forLog(message, 600))
  if (options.historyDir) {
    const { dirHistory } = await import('../history/dir-history.js')
    stores.push(dirHistory(options.historyDir, warn))
  }
  if (!options.history) return stores
  const branch = options.historyBranch
  const { owner, name } = run.trigger.repository
  const why = !options.githubToken
    ? '`history: true` needs `github-token` with the permission `contents: write`'
    : !owner || !name
      ? 'the run names no repository (GITHUB_REPOSITORY)'
      : undefined
  if (why) {
    warn(
      `The history was not written to the branch \`${branch}\`: ${why}. The export is complete without it.`
    )
    return stores
  }
  const { openGitHub } = await import('../../../kernel/github/octokit.js')
  const github = await openGitHub(options.githubToken, run.budget, m => run.log.info(m), 'analytics')
  const { branchHistory } = await import('../history/branch-history.js')
  stores.push(branchHistory(github.request, { owner: owner!, repo: name!, branch }, warn))
  return stores
}

/** Where the loop's memory is when the history is on: one line, once. */
function sayLoopHome(options: HistoryStepOptions, log: RunLog): void {
  if (!options.gaps || !options.history) return
  const home = options.historyDir
    ? 'the history folder (`history-dir`)'
    : options.reportIssue
      ? 'the report issue'
      : 'no place (set `report-issue`)'
  log.info(
    `The docs-gap loop's memory is kept in ${home}; the branch's loop.json records each period's job and proof.`
  )
}

/** Writes the period to every store; each failure is one line, never the step's. */
export async function writeHistory(
  options: HistoryStepOptions,
  record: PeriodRecord | undefined,
  run: Pick<Run, 'trigger' | 'budget' | 'log'>,
  extras: HistoryExtras = {}
): Promise<void> {
  if (!record || run.budget.cancel.aborted) return
  sayLoopHome(options, run.log)
  for (const store of await openHistories(options, run)) {
    try {
      await writePeriod(store, options.projectId, record, extras)
      run.log.info(`Wrote the period ${periodFolder(record.range)} to the history's ${store.where}.`)
    } catch (error) {
      run.log.warning(forLog(failureLine(store, error), 600))
    }
  }
}

async function writePeriod(
  store: HistoryStore,
  project: string,
  record: PeriodRecord,
  extras: HistoryExtras
): Promise<void> {
  const files = new Map(record.files)
  // In a folder the loop's memory writes loop.json itself, its state sealed beside the job.
  if (store.where.startsWith('folder')) files.delete('loop.json')
  for (const make of extras.period ?? []) {
    const file = await make(store)
    if (file) files.set(...file)
  }
  const entry = { ...record.range, complete: record.complete, writtenAt: new Date().toISOString() }
  await store.write(async found => {
    const index = mergeIndex(found, project, entry)
    const root = new Map<string, Content>()
    for (const make of extras.root ?? []) {
      const file = await make(index, store)
      if (file) root.set(...file)
    }
    const message = `History: ${record.range.dateFrom} to ${record.range.dateTo}${record.complete ? '' : ' (incomplete)'}`
    return { message, index, period: { range: record.range, files }, root }
  })
}

/** One line: what was not written, and why (the permission or the rule GitHub named). */
function failureLine(store: HistoryStore, error: unknown): string {
  const refusal = (error as { refusal?: { kind: string; message: string } }).refusal
  const why = (refusal ? refusal.message : errorMessage(error)).replace(/\.+$/, '')
  const permission =
    refusal?.kind === 'permission' && !why.includes('contents: write')
      ? ' (the github-token needs `contents: write`)'
      : ''
  return `The history was not written to the ${store.where}: ${why}${permission}. The export is complete without it.`
}
