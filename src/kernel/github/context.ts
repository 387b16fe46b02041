import { eventSchemas } from '../trigger/event-schema.js'
import { pullRequestFacts, type PullRequestFacts, type Trigger } from '../trigger/index.js'

// Which pull request (if any) this run is about, read from the run's Trigger. Pure functions, so they
// are unit-tested without a runner.

/** Events whose payload can name a pull request. Checked on the event name alone, before Octokit loads. */
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

/** Lenient: an API response missing fields gives empty strings, never a crash; no usable number, undefined. */
export function pullRequestInfo(raw: unknown): PullRequestInfo | undefined {
  const parsed = eventSchemas().pullRequestSchema.safeParse(raw)
  return parsed.success ? infoOf(pullRequestFacts(parsed.data)) : undefined
}

function infoOf(pr: PullRequestFacts): PullRequestInfo {
  return {
    number: pr.number,
    title: pr.title,
    url: pr.url,
    baseRef: pr.base.ref ?? '',
    headRef: pr.head.label || pr.head.ref || '',
    author: pr.author.login,
    body: pr.body,
    headSha: pr.head.sha,
    changedFiles: pr.changedFiles
  }
}

/** The pull request this event is about, or undefined (push, schedule, a comment on a plain issue, …). */
export function pullRequestTarget(trigger: Trigger): PullRequestTarget | undefined {
  const { owner, name } = trigger.repository
  if (!owner || !name) return undefined
  const base = { owner, repo: name, eventName: trigger.event }
  if (trigger.kind === 'pull-request')
    return { ...base, number: trigger.number, fromComment: false, pullRequest: infoOf(trigger.pullRequest) }
  if (trigger.kind !== 'comment' || !trigger.onPullRequest) return undefined
  // A comment's target carries no pull request: loadPullRequest reads it from the API.
  const { author, body } = trigger.comment
  return { ...base, number: trigger.number, fromComment: true, comment: { author: author.login, body } }
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
