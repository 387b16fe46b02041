import type { DocsApiClient } from '../../kernel/api/client.js'
import { isApiError } from '../../kernel/api/errors.js'
import { describeGitHubError, gitHubWarning } from '../../kernel/github/api.js'
import { isGitHubRateLimit } from '../../kernel/github/refusal.js'
import { TokenIdentity } from '../../kernel/github/identity.js'
import { openGitHub } from '../../kernel/github/octokit.js'
import { listWaiting, type LabelledPullRequest } from '../../pr-job/waiting-label.js'
import { forLog } from '../../kernel/safe-text.js'
import type { Run } from '../../kernel/run/run.js'
import { CheckRuns } from '../../pr-job/check-run.js'
import { sweepPullRequest } from './finish.js'
import type { SweepContext, SweepResult } from './context.js'
import type { SweepInputs } from './input-types.js'
import { setSweepOutputs, writeSweepSummary, type SweepReport } from './summary.js'
import { dispatchWait, orderedWindow, sayHint } from './dispatch.js'

export { window } from './dispatch.js'

// The sweep, end to end: one listing of the labelled pull requests, then at most `max-jobs` of them,
// one after the other (each costs a few requests; the cap bounds the run), and what it left said.

/** Time a pull request may need; with less left, the sweep stops and leaves the rest. */
const ROOM_PER_PULL_REQUEST_MS = 15_000

export async function sweepMode(
  run: Run,
  inputs: SweepInputs,
  client: DocsApiClient
): Promise<string | undefined> {
  const { owner, name } = run.trigger.repository
  if (!owner || !name)
    throw new Error('The sweep needs the repository (GITHUB_REPOSITORY or the event): none was given.')
  const repository = { owner, repo: name }
  const { request, calls } = await openGitHub(inputs.githubToken, run.budget, m => run.log.info(m), 'sweep')
  const dispatch = run.trigger.dispatch
  sayHint(run.log, dispatch)
  const listed = await listWaiting(request, repository)
  const runNumber = Number(process.env.GITHUB_RUN_NUMBER) || 0
  const chosen = orderedWindow(listed.pullRequests, inputs.maxJobs, runNumber, dispatch?.hint)
  run.log.info(
    `${listed.pullRequests.length}${listed.capped ? '+' : ''} pull request(s) wait on a docs job; reading ${chosen.length} (max-jobs: ${inputs.maxJobs}).`
  )
  const latest = run.budget.deadline - ROOM_PER_PULL_REQUEST_MS
  const wait = dispatch && dispatchWait(dispatch.hint, run.budget.clock.now(), latest)
  const identity = new TokenIdentity(request, inputs.githubToken)
  const context: SweepContext = {
    inputs,
    client,
    request,
    identity,
    checks: new CheckRuns(request, repository, message => run.log.warning(message), {
      tokenKind: identity.kind,
      info: message => run.log.info(message),
      throwRateLimit: true
    }),
    repository,
    call: { deadline: run.budget.deadline, signal: run.budget.cancel },
    log: run.log,
    now: () => run.budget.clock.now(),
    clock: run.budget.clock,
    ...(wait ? { dispatch: wait } : {})
  }
  const results: SweepResult[] = []
  for (const pr of chosen) {
    if (run.budget.cancel.aborted || run.budget.remainingMs() < ROOM_PER_PULL_REQUEST_MS) break
    const result = await one(context, pr)
    if (!result) break
    results.push(result)
  }
  run.log.info(`GitHub: ${calls.attempts} request(s) sent, ${calls.retries} of them retries.`)
  const report: SweepReport = {
    results,
    listed: listed.pullRequests.length,
    moreListed: listed.capped,
    left: listed.pullRequests.length - results.length,
    maxJobs: inputs.maxJobs
  }
  if (report.left > 0 || listed.capped)
    run.log.info(`Left ${report.left}${listed.capped ? '+' : ''} pull request(s) for the next sweep.`)
  setSweepOutputs(run.outputs, report)
  await writeSweepSummary(run.summary, report)
  const failed = results.filter(r => r.kind === 'failed').length
  return failed > 0 && failed === results.length
    ? `Every pull request the sweep read failed (${failed}).`
    : undefined
}

/** One pull request's result; undefined when GitHub's rate limit stops the sweep (said here). */
async function one(context: SweepContext, pr: LabelledPullRequest): Promise<SweepResult | undefined> {
  try {
    const result = await sweepPullRequest(context, pr)
    context.log.info(`Pull request #${pr.number}: ${describe(result)}`)
    return result
  } catch (error) {
    // The API refusing the key (endOf lets only that through) fails every pull request alike.
    if (isApiError(error)) throw error
    if (isGitHubRateLimit(error)) {
      context.log.warning(
        `Pull request #${pr.number}: ${forLog(error.message, 300)}. The sweep stops here; the next sweep takes up this pull request and the rest.`
      )
      return undefined
    }
    context.log.warning(
      gitHubWarning(`sweep pull request #${pr.number}`, error, true, 'The next sweep tries again.')
    )
    return { kind: 'failed', number: pr.number, why: describeGitHubError(error).message }
  }
}

/** A log line for one pull request's result. */
export function describe(result: SweepResult): string {
  switch (result.kind) {
    case 'finished':
      return finishedLine(result)
    case 'running':
      return `job ${forLog(result.jobId)} is still ${forLog(result.status)}.`
    case 'missing':
      if (result.check !== undefined)
        return `GitHub answered 404 for completing check run ${result.check} (${result.count} sweep(s) in a row); counted, the next sweep tries again.`
      return `the API answered 404 for job ${forLog(result.jobId)} (${result.count} sweep(s) in a row); counted, the next sweep reads it again.`
    case 'nothing':
      return result.labelLeft
        ? `no job waits here; removing the label failed (${result.labelLeft}), the next sweep tries again.`
        : 'no job waits here; the label is removed.'
    case 'moved':
      return `another run moved its state since it was read; it stands.`
    case 'failed':
      return `not swept: ${forLog(result.why, 300)}.`
  }
}

function finishedLine(result: Extract<SweepResult, { kind: 'finished' }>): string {
  const job = `job ${forLog(result.jobId)}`
  const what = result.notFound
    ? `${job}: the API answered 404 on ${result.notFound.count} sweep(s) in a row since ${forLog(result.notFound.since, 40)}, so it is finished for the sweep`
    : `${job} ended as ${forLog(result.status)}`
  const check = result.checkLeft
    ? `comment written, check not (${result.checkLeft})`
    : `check (${result.conclusion}) and comment written`
  const label = result.labelLeft
    ? `; removing the label failed (${result.labelLeft}), the next sweep removes it`
    : ', label removed'
  return `${what}: ${check}${label}.`
}
