import { forLog, forMarkdown, httpsUrl, markdownLink } from '../kernel/safe-text.js'
import { describeGitHubError, isPermissionProblem, type GitHubRequest } from '../kernel/github/api.js'
import { isGitHubRateLimit } from '../kernel/github/refusal.js'
import { mayCreateCheckRuns, type TokenKind } from '../kernel/github/identity.js'

// The pull request's check run ("Docs agent") on its head commit: in progress while the job runs, then
// success, failure or neutral with the docs pull request's link, the way preview and CI services show
// their state. Agent mode opens and finishes it; the sweep finishes the ones no run waited for, through
// the same CheckRuns. A token without `checks: write` costs one warning per run, never the comment or
// the job; a check run GitHub no longer knows (404 on completing it) is said in one line, and its
// caller decides (the sweep counts it, as it counts a job's 404s). Only GitHub Apps
// (the workflow's GITHUB_TOKEN included) may create check runs: a personal token's run skips the check
// with one line and no request. A check run is found again only by the id its run recorded in the
// pull request's own comment, so another identity's or project's check run is never completed.

export const CHECK_NAME = 'Docs agent'

export type CheckConclusion = 'success' | 'failure' | 'neutral'

/** How a check run ends: its conclusion and the words GitHub shows beside it. */
export interface CheckOutcome {
  conclusion: CheckConclusion
  title: string
  summary: string
  detailsUrl?: string
}

/** The job as the check shows it (an outside record: every value is escaped here). */
export interface CheckedJob {
  status: string
  prLink?: string | null
  model?: string | null
}

/** A job that ended: completed is success, failed is failure, archived (or a new word) is neutral. */
export function jobCheckOutcome(jobId: string, job: CheckedJob): CheckOutcome {
  const link = job.prLink && httpsUrl(job.prLink) ? job.prLink : undefined
  const conclusion: CheckConclusion =
    job.status === 'completed' ? 'success' : job.status === 'failed' ? 'failure' : 'neutral'
  const pr = link ? markdownLink(link) : 'none (the agent opened no pull request)'
  const title =
    conclusion === 'success'
      ? link
        ? 'Docs pull request opened'
        : 'Job completed; no docs pull request'
      : `Job ${forLog(job.status, 40)}`
  const summary = [
    `- Job: <code>${forMarkdown(jobId, 128)}</code>`,
    `- Status: <code>${forMarkdown(job.status, 64)}</code>`,
    `- Docs pull request: ${pr}`,
    ...(job.model ? [`- Model: ${forMarkdown(job.model, 100)}`] : [])
  ].join('\n')
  return { conclusion, title, summary, ...(link ? { detailsUrl: link } : {}) }
}

/** A check that ends without the job's own outcome: its pull request closed, or a newer run took over. */
export function neutralOutcome(title: string, summary: string): CheckOutcome {
  return { conclusion: 'neutral', title, summary }
}

/** A caller's own signal (the last writes' budget) for one request. */
const own = (signal?: AbortSignal) => (signal ? { request: { signal } } : {})

export interface Repository {
  owner: string
  repo: string
}

export interface CheckRunOptions {
  /** The github-token's kind: a personal token cannot create check runs. */
  tokenKind?: TokenKind
  /** The run's log, for the one line that says the check is skipped, and a check run gone. */
  info?: (message: string) => void
  /** GitHub's rate limit is thrown to the caller (the sweep stops there) instead of warned. */
  throwRateLimit?: boolean
}

/** What became of completing a check run. */
export type CheckCompletion =
  | { kind: 'written' }
  /** No request: a personal token, or the permission was refused earlier in this run. */
  | { kind: 'skipped'; why: string }
  /** 401 or 403: the token may not write check runs (warned once, then no more requests). */
  | { kind: 'refused'; why: string }
  /** 404: GitHub knows no check run of that id here. */
  | { kind: 'gone'; why: string }
  | { kind: 'failed'; why: string }

/** Opens and completes this action's check runs; after a permission problem, it makes no more requests. */
export class CheckRuns {
  private off?: string
  private toldSkipped = false

  constructor(
    private readonly request: GitHubRequest,
    private readonly repository: Repository,
    /** The run's warning: said once, on the first permission problem. */
    private readonly warn: (message: string) => void,
    private readonly options: CheckRunOptions = {}
  ) {}

  /** A personal token: one line, once, and no request. */
  private skipped(): boolean {
    if (mayCreateCheckRuns(this.options.tokenKind ?? 'unknown')) return false
    if (!this.toldSkipped)
      (this.options.info ?? this.warn)(
        `Skipping the "${CHECK_NAME}" check run: github-token is a personal token, and only GitHub Apps (the workflow's GITHUB_TOKEN included) can create check runs. Set \`check-run: false\` to skip it without this line.`
      )
    this.toldSkipped = true
    return true
  }

  /** The new check run's id, or undefined when it could not be created (warned). */
  async start(
    headSha: string,
    jobId: string,
    detailsUrl?: string,
    signal?: AbortSignal
  ): Promise<number | undefined> {
    if (this.off || this.skipped()) return undefined
    try {
      const response = await this.request('POST /repos/{owner}/{repo}/check-runs', {
        ...this.repository,
        name: CHECK_NAME,
        head_sha: headSha,
        status: 'in_progress',
        ...(detailsUrl ? { details_url: detailsUrl } : {}),
        output: {
          title: 'The docs agent is working',
          summary: `Job <code>${forMarkdown(jobId, 128)}</code> is running; this check completes when it ends.`
        },
        ...own(signal)
      })
      const id = (response.data as { id?: unknown } | undefined)?.id
      return typeof id === 'number' ? id : undefined
    } catch (error) {
      this.failed('create', error)
      return undefined
    }
  }

  /** Completes check run `id`; false when that failed (warned). */
  async complete(id: number, outcome: CheckOutcome, signal?: AbortSignal): Promise<boolean> {
    return (await this.completion(id, outcome, signal)).kind === 'written'
  }

  /** Completes check run `id`, and says what became of it. */
  async completion(id: number, outcome: CheckOutcome, signal?: AbortSignal): Promise<CheckCompletion> {
    if (this.off) return { kind: 'skipped', why: this.off }
    if (this.skipped()) return { kind: 'skipped', why: 'github-token is a personal token' }
    try {
      await this.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
        ...this.repository,
        check_run_id: id,
        status: 'completed',
        conclusion: outcome.conclusion,
        ...(outcome.detailsUrl ? { details_url: outcome.detailsUrl } : {}),
        output: { title: outcome.title, summary: outcome.summary },
        ...own(signal)
      })
      return { kind: 'written' }
    } catch (error) {
      if (this.options.throwRateLimit && isGitHubRateLimit(error)) throw error
      const failure = describeGitHubError(error)
      const why = `${failure.status ? `HTTP ${failure.status}: ` : ''}${forLog(failure.message, 300)}`
      if (failure.status === 404) {
        ;(this.options.info ?? this.warn)(
          `GitHub knows no "${CHECK_NAME}" check run ${id} here (${why}): it cannot be completed.`
        )
        return { kind: 'gone', why }
      }
      this.failed('complete', error)
      return { kind: isPermissionProblem(failure) ? 'refused' : 'failed', why }
    }
  }

  private failed(what: 'create' | 'complete', error: unknown): void {
    const failure = describeGitHubError(error)
    const status = failure.status ? `HTTP ${failure.status}: ` : ''
    const why = `${status}${forLog(failure.message, 300)}`
    if (!isPermissionProblem(failure)) {
      this.warn(
        `Could not ${what} the "${CHECK_NAME}" check run (${why}). The comment still says the outcome.`
      )
      return
    }
    this.off = `${why}: the github-token lacks \`checks: write\``
    this.warn(
      `Could not ${what} the "${CHECK_NAME}" check run (${why}): the github-token lacks \`checks: write\`. ` +
        'The comment still says the outcome. Add it to the workflow (or the job):\npermissions:\n  checks: write\n  pull-requests: write'
    )
  }
}
