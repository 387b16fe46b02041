import * as core from '@actions/core'
import type { AgentAction, AgentReport } from '../agent/run.js'
import {
  boundedSignal,
  CANCELLED_BUDGET_MS,
  describeGitHubError,
  gitHubWarning,
  hasNextPage,
  isPermissionProblem,
  REQUEST_TIMEOUT_MS,
  type GitHubRequest,
  type GitHubResponse
} from './api.js'
import {
  findStickyComment,
  issueComment,
  latestJobComment,
  renderCommentBody,
  type CommentKey,
  type IssueComment
} from './comment.js'
import type { PullRequestTarget } from './context.js'
import type { PullRequestIntegration } from './integration.js'
import { listChangedFiles, loadPullRequest, renderContextBlock, type ChangedFiles } from './pr-context.js'

// One run's dealings with its pull request. Every GitHub failure ends here as a warning: the agent
// job matters more than the comment, so nothing in this class throws to agent mode.

export interface SessionOptions {
  prContext: boolean
  commentOnPr: boolean
  /** The `job-id` input: with one, a comment event is not a follow-up lookup. */
  jobId?: string
  target: PullRequestTarget
  /** This workflow job's comment key (GITHUB_WORKFLOW, GITHUB_JOB). */
  key: CommentKey
  runUrl?: string
  request: GitHubRequest
  /** Aborts on SIGINT/SIGTERM: reads stop at once; the last comment update gets a short budget of its own. */
  cancel?: AbortSignal
}

/** Enough for thousands of comments; a PR with more is not worth more requests. */
const MAX_COMMENT_PAGES = 30
const COMMENTS_PER_PAGE = 100

export class PullRequestSession implements PullRequestIntegration {
  commentUrl: string | undefined
  /** The comment this run writes: found (sticky or follow-up) or created. */
  private comment?: { id: number; key: CommentKey }
  private listed?: IssueComment[]
  private commentsOff: boolean
  private started?: { jobId: string; action: AgentAction }

  constructor(private readonly options: SessionOptions) {
    this.commentsOff = !options.commentOnPr
  }

  private get pr(): string {
    return `pull request #${this.options.target.number}`
  }

  private signal(): AbortSignal {
    return boundedSignal(REQUEST_TIMEOUT_MS, this.options.cancel)
  }

  async preparePrompt(prompt: string): Promise<string> {
    const { prContext, target, request, cancel, commentOnPr } = this.options
    if (!prContext) return prompt
    let pullRequest
    try {
      pullRequest = await loadPullRequest(request, target, cancel)
    } catch (error) {
      core.warning(
        gitHubWarning(
          `read ${this.pr}`,
          error,
          commentOnPr,
          'The prompt is sent without the pull request context.'
        )
      )
      return prompt
    }
    let changed: ChangedFiles | undefined
    let filesError: string | undefined
    try {
      changed = await listChangedFiles(request, target, cancel)
      const cut = changed.truncated ? ' (list cut)' : ''
      core.info(`Pull request context: #${target.number}, ${changed.files.length} changed file(s)${cut}`)
    } catch (error) {
      filesError = describeGitHubError(error).message
      core.warning(
        gitHubWarning(
          `list the changed files of ${this.pr}`,
          error,
          commentOnPr,
          'The prompt has the pull request context without the file list.'
        )
      )
    }
    const repository = `${target.owner}/${target.repo}`
    return `${prompt}\n\n${renderContextBlock({ repository, pullRequest, changed, filesError })}`
  }

  async findJobIdFromComments(): Promise<string | undefined> {
    const { target, jobId, commentOnPr } = this.options
    if (!target.fromComment || jobId !== undefined) return undefined
    let comments: IssueComment[]
    try {
      comments = await this.listComments(() => this.signal())
    } catch (error) {
      core.warning(
        gitHubWarning(
          `read the comments of ${this.pr} to find the earlier job`,
          error,
          commentOnPr,
          'Creating a new job instead of a follow-up.'
        )
      )
      return undefined
    }
    const found = latestJobComment(comments)
    if (!found) {
      core.info(`No comment of this action names a job on ${this.pr}: creating a new job.`)
      return undefined
    }
    core.info(
      `Taking job ${found.jobId} from this action's most recently updated comment on ${this.pr} ` +
        `(${found.url || `comment ${found.id}`}, written by workflow "${found.key.workflow}", job "${found.key.job}"); ` +
        (commentOnPr ? 'that comment is updated as the follow-up runs.' : '`comment-on-pr` is off.')
    )
    if (commentOnPr) this.comment = { id: found.id, key: found.key }
    return found.jobId
  }

  async jobStarted(jobId: string, action: AgentAction): Promise<void> {
    this.started = { jobId, action }
    if (this.commentsOff) return
    await this.writeComment(jobId, action, undefined, () => this.signal())
  }

  async jobFinished(report: AgentReport, error?: string): Promise<void> {
    if (this.commentsOff) return
    const cancelled = this.options.cancel?.aborted || report.outcome === 'cancelled'
    // After cancellation the runner kills the step soon: one shared, short budget for every request
    // left, deliberately not tied to the (already aborted) cancel signal.
    const budget = cancelled ? AbortSignal.timeout(CANCELLED_BUDGET_MS) : undefined
    const action = this.started?.action ?? report.action
    await this.writeComment(report.jobId, action, { report, error }, () => budget ?? this.signal())
  }

  /** Ascending by creation, as GitHub lists them; bounded per request and in pages. */
  private async listComments(signal: () => AbortSignal): Promise<IssueComment[]> {
    if (this.listed) return this.listed
    const { target, request } = this.options
    const comments: IssueComment[] = []
    for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
      const response = await request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.number,
        per_page: COMMENTS_PER_PAGE,
        page,
        request: { signal: signal() }
      })
      const rows = Array.isArray(response.data) ? response.data : []
      comments.push(...rows.flatMap(row => issueComment(row) ?? []))
      if (!hasNextPage(response.headers) || rows.length === 0) break
    }
    this.listed = comments
    return comments
  }

  private async writeComment(
    jobId: string,
    action: AgentAction,
    finished: { report: AgentReport; error?: string } | undefined,
    signal: () => AbortSignal
  ): Promise<void> {
    const { target, request, key, runUrl } = this.options
    const repo = { owner: target.owner, repo: target.repo }
    try {
      if (!this.comment) {
        const sticky = findStickyComment(await this.listComments(signal), key)
        if (sticky) this.comment = { id: sticky.id, key: sticky.key }
      }
      let response: GitHubResponse | undefined
      if (this.comment) {
        // A follow-up keeps the marker of the workflow that wrote the comment, so that workflow finds it again.
        const body = renderCommentBody({ key: this.comment.key, jobId, action, runUrl, finished })
        try {
          response = await request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            ...repo,
            comment_id: this.comment.id,
            body,
            request: { signal: signal() }
          })
        } catch (error) {
          // Deleted since it was found: write a new one rather than lose the update.
          if (describeGitHubError(error).status !== 404) throw error
          this.comment = undefined
        }
      }
      if (!response) {
        const body = renderCommentBody({ key, jobId, action, runUrl, finished })
        response = await request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...repo,
          issue_number: target.number,
          body,
          request: { signal: signal() }
        })
      }
      const written = issueComment(response.data)
      if (written) {
        this.comment = { id: written.id, key: this.comment?.key ?? key }
        if (written.url) this.commentUrl = written.url
      }
    } catch (error) {
      core.warning(
        gitHubWarning(
          `write this action's comment on ${this.pr}`,
          error,
          true,
          `The agent job ${jobId} is not affected.`
        )
      )
      // One warning is enough: without the permission every later attempt fails the same way.
      if (isPermissionProblem(describeGitHubError(error))) this.commentsOff = true
      // An aborted POST may still have created the comment: list afresh next time rather than add a twin.
      this.listed = undefined
    }
  }
}
