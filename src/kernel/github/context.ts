import { eventSchemas } from '../trigger/event-schema.js'
import { pullRequestFacts, type PullRequestFacts, type Trigger } from '../trigger/index.js'

// Which pull request (if any) this run is about, read from the run's Trigger. Pure functions, so they
// are unit-tested without a runner.

export interface PullRequestTarget {
  owner: string
  repo: string
  number: number
  /** issue_comment: the payload has no head/base, so the pull request is read from the API. */
  fromComment: boolean
  /** From a pull_request payload; undefined for comments. */
  pullRequest?: PullRequestFacts
  /** issue_comment: who wrote the comment and what it says (for the history line). */
  comment?: { author: string; body: string }
}

/**
 * A pull request the API returned, as the trigger's own (one pull-request type). Lenient: missing
 * fields give empty strings, never a crash; no usable number, undefined.
 */
export function pullRequestFromApi(raw: unknown): PullRequestFacts | undefined {
  const parsed = eventSchemas().pullRequestSchema.safeParse(raw)
  return parsed.success ? pullRequestFacts(parsed.data) : undefined
}

/** The pull request this event is about, or undefined (push, schedule, a comment on a plain issue, …). */
export function pullRequestTarget(trigger: Trigger): PullRequestTarget | undefined {
  const { owner, name } = trigger.repository
  if (!owner || !name) return undefined
  const base = { owner, repo: name }
  if (trigger.kind === 'pull-request')
    return { ...base, number: trigger.number, fromComment: false, pullRequest: trigger.pullRequest }
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
