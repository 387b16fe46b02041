import type { DocsApiClient } from '../../../kernel/api/client.js'
import { errorMessage } from '../../../kernel/error-message.js'
import { readAgentJob } from '../../../kernel/wait/agent-job.js'
import { forLog } from '../../../kernel/safe-text.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import { pagePathOf } from './model.js'
import type { RunLog } from '../../../kernel/run/run.js'
import type { RunBudget } from '../../../kernel/time/run-budget.js'
import type { DateRange } from '../datasets/model.js'
import type { GapsRunOptions } from '../input-types.js'
import type { GapsOutputs } from '../outputs.js'
import type { GapsReport } from '../report/gaps.js'
import { checkFoundNow } from './proof.js'
import { askAgent } from './ask.js'
import type { LoopMemory } from './memory.js'
import { keptGap } from './state-bound.js'
import type { FoundGaps } from './threads.js'
import { samePeriod, type LoopState } from './state.js'
import { loopRecordOf, type LoopRecord } from './loop-record.js'

// The period-to-period cycle, kept in the loop's memory (memory.ts): last period's agent job is
// followed (its pull request linked), last period's gaps are checked through the discovery search,
// and this period's top gaps are given to one agent job, never two for the same period.

/** The gaps the state keeps (and the next period checks). */
const KEPT = 20

export interface PeriodCycle {
  report: Partial<GapsReport<ReaderText>>
  outputs: GapsOutputs
  /** The sealed state for the issue numbered `n`, once written. */
  stateLine?: (issueNumber: number) => string
  /** The period's job and proof, as the history's loop.json holds them. */
  loop: LoopRecord
}

const periodText = (p: DateRange) => `${p.dateFrom} to ${p.dateTo}`

export async function runPeriodCycle(
  options: GapsRunOptions,
  client: DocsApiClient,
  found: FoundGaps,
  range: DateRange,
  memory: LoopMemory,
  { budget, log, gate }: { budget: RunBudget; log: RunLog; gate: PublicationGate },
  { complete }: { complete: boolean }
): Promise<PeriodCycle> {
  const report: Partial<GapsReport<ReaderText>> = {}
  const outputs: GapsOutputs = { gapsCount: found.gaps.length, gapsAsked: 0 }
  const state = memory.state
  const samePeriodState = state && samePeriod(state.period, range) ? state : undefined
  const previous = samePeriodState
    ? samePeriodState.previous
    : state
      ? { period: state.period, gaps: state.gaps }
      : undefined
  const olderJob =
    state?.job && !samePeriod(state.job.period, range) ? state.job : samePeriodState?.previousJob

  if (olderJob) report.previousJob = await followJob(options, client, olderJob, budget)
  await proveIt(options, previous, report, outputs, { budget, log, gate, where: memory.where })
  const job = await askAgent(
    options,
    client,
    { found, range, existing: samePeriodState?.job, recorder: memory.recorder, complete },
    { budget, log, gate }
  )
  if (job) {
    report.agent = job.report
    outputs.gapsAsked = job.state?.asked ?? 0
    outputs.gapsJobId = job.state?.id
  }
  const kept = found.gaps
    .slice(0, KEPT)
    .map(g => keptGap({ key: g.key, text: pagePathOf(g) === undefined ? gate.sealed(g.text) : g.text }))
  const cut = kept.filter(k => k.cut).length
  if (cut > 0 && memory.keeps)
    log.info(
      `${cut} of the ${kept.length} gap(s) kept in the loop's state for next period's check are cut to the state's bound (their wording's first 160 bytes are searched).`
    )
  const next: LoopState = {
    v: 1,
    period: range,
    gaps: kept.map(k => k.gap),
    ...(job?.state ? { job: { id: job.state.id, period: range, asked: job.state.asked } } : {}),
    ...(olderJob ? { previousJob: { id: olderJob.id, period: olderJob.period } } : {}),
    ...(previous ? { previous } : {})
  }
  const proof = report.proof && { checked: report.proof.checked, found: report.proof.found }
  return {
    report,
    outputs,
    stateLine: await memory.keep(next, { log, proof }),
    loop: {
      ...loopRecordOf(next, proof),
      ...(report.previousJob?.prLink
        ? { previousJob: { id: report.previousJob.jobId, prLink: report.previousJob.prLink } }
        : {})
    }
  }
}

async function followJob(
  options: GapsRunOptions,
  client: DocsApiClient,
  job: { id: string; period: DateRange },
  budget: RunBudget
): Promise<NonNullable<GapsReport['previousJob']>> {
  const base = { jobId: job.id, period: periodText(job.period) }
  try {
    const now = await readAgentJob(client, options.projectId, job.id, { signal: budget.signal })
    return { ...base, status: now.status, prLink: now.prLink ?? undefined }
  } catch (error) {
    return { ...base, note: `could not be read: ${errorMessage(error)}` }
  }
}

async function proveIt(
  options: GapsRunOptions,
  previous: LoopState['previous'],
  report: Partial<GapsReport<ReaderText>>,
  outputs: GapsOutputs,
  { budget, log, gate, where }: { budget: RunBudget; log: RunLog; gate: PublicationGate; where: string }
): Promise<void> {
  if (!previous) {
    report.proofNote = `no earlier period is recorded in ${where} yet (the next run checks this one).`
    return
  }
  if (!options.assistantApiKey || !options.docsDomain) {
    report.proofNote = `${previous.gaps.length} gap(s) of ${periodText(previous.period)} were not checked: set \`assistant-api-key\` (an assistant key, mint_dsc_…) and \`docs-domain\` to check them through the discovery search.`
    return
  }
  const result = await checkFoundNow(options, previous.gaps, budget.signal, gate)
  if (result.failure) {
    // A failed check is no result: its counts are not reported, and its outputs stay empty.
    log.warning(forLog(`Last period's gaps were not checked: ${result.failure}`, 800))
    report.proofNote = result.failure
    return
  }
  report.proof = {
    period: periodText(previous.period),
    checked: result.checked,
    found: result.found,
    threshold: options.scoreThreshold,
    pages: result.pages.map(p => ({ text: p.text, page: p.page })),
    keys: {
      period: previous.period,
      checked: previous.gaps.slice(0, result.checked).map(g => g.key),
      found: result.pages.map(p => p.key)
    }
  }
  outputs.gapsChecked = result.checked
  outputs.gapsFoundNow = result.found
  log.info(`${result.found} of ${result.checked} of last period's gaps now find a page.`)
}
