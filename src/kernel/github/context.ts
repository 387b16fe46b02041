// Which pull request (if any) this run is about, read from the event payload. Pure functions over the
// payload, so they are unit-tested without a runner; integration.ts feeds them `github.context`.

/** Events whose payload can name a pull request. Checked on GITHUB_EVENT_NAME alone, before Octokit loads. */
export const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set([
  'pull_request',
  'pull_request_target',
  'issue_comment',
  'pull_request_review_comment'
])

/** What the prompt's context block shows. Everything except `number` is author- or API-controlled text. */
export interface PullRequestInfo {
  number: number
  title: string
  url: string
  baseRef: string
  /** `owner:branch` when GitHub gives a label (forks), else the branch. */
  headRef: string
  author: string
  body: string
  /** GitHub's own count, used to say how many files a capped list left out. */
  changedFiles?: number
  /** The head commit; a follow-up's range ends here. */
  headSha?: string
}

export interface PullRequestTarget {
  owner: string
  repo: string
  number: number
  eventName: string
  /** issue_comment: the payload has no head/base, so the pull request is read from the API. */
  fromComment: boolean
  /** From a pull_request payload; undefined for comments. */
  pullRequest?: PullRequestInfo
  /** issue_comment: who wrote the comment and what it says (for the history line). */
  comment?: { author: string; body: string }
}

/** The slice of `github.context` used here (a structural type, so tests need no runner). */
export interface EventContext {
  eventName: string
  payload: Record<string, unknown>
  repo: { owner: string; repo: string }
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
/** A commit SHA as GitHub sends it (40 hex, or 64 for SHA-256 repositories); anything else is dropped. */
export const sha = (value: unknown): string | undefined =>
  typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value) ? value : undefined

/** Lenient: a payload or API response missing fields gives empty strings, never a crash. */
export function pullRequestInfo(raw: unknown): PullRequestInfo | undefined {
  const pr = record(raw)
  const number = pr.number
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) return undefined
  const base = record(pr.base)
  const head = record(pr.head)
  return {
    number,
    title: text(pr.title),
    url: text(pr.html_url),
    baseRef: text(base.ref),
    headRef: text(head.label) || text(head.ref),
    author: text(record(pr.user).login),
    body: text(pr.body),
    headSha: sha(head.sha),
    changedFiles: typeof pr.changed_files === 'number' ? pr.changed_files : undefined
  }
}

/** The pull request this event is about, or undefined (push, schedule, a comment on a plain issue, …). */
export function pullRequestTarget(context: EventContext): PullRequestTarget | undefined {
  const { eventName, payload } = context
  if (!PULL_REQUEST_EVENTS.has(eventName)) return undefined
  const base = { ...context.repo, eventName }
  if (eventName === 'issue_comment') {
    const issue = record(payload.issue)
    // Issues and pull requests share comments; only a pull request's issue has `pull_request`.
    if (!issue.pull_request || typeof issue.number !== 'number') return undefined
    const comment = record(payload.comment)
    return {
      ...base,
      number: issue.number,
      fromComment: true,
      comment: { author: text(record(comment.user).login), body: text(comment.body) }
    }
  }
  const pullRequest = pullRequestInfo(payload.pull_request)
  if (!pullRequest) return undefined
  if (eventName === 'pull_request_review_comment') {
    // A comment on a line of the diff: the payload has the pull request, and the comment.
    const comment = record(payload.comment)
    const author = text(record(comment.user).login)
    return {
      ...base,
      number: pullRequest.number,
      fromComment: true,
      comment: { author, body: text(comment.body) }
    }
  }
  return { ...base, number: pullRequest.number, fromComment: false, pullRequest }
}

/** Link to this workflow run, shown in the comment; undefined outside a runner. */
export function workflowRunUrl(
  env: NodeJS.ProcessEnv,
  repo: { owner: string; repo: string }
): string | undefined {
  const runId = env.GITHUB_RUN_ID
  if (!runId || !/^\d+$/.test(runId)) return undefined
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return `${server}/${repo.owner}/${repo.repo}/actions/runs/${runId}`
}
