import { readFileSync } from 'node:fs'

// GitHub gives no secrets to workflows run for pull requests from forks, so `api-key` arrives empty.
// That deserves its own message: "required" would send people looking for a typo.

export const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/** The event payload (GITHUB_EVENT_PATH), or undefined when there is none or it is not JSON. */
export function eventPayload(env: NodeJS.ProcessEnv): Record<string, unknown> | undefined {
  if (!env.GITHUB_EVENT_PATH) return undefined
  try {
    return record(JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')))
  } catch {
    return undefined
  }
}

/** Whether a payload's pull request comes from a fork (its head repository is not the base's). */
export function isFork(pr: Record<string, unknown>): boolean {
  const head = record(record(pr.head).repo)
  const base = record(record(pr.base).repo)
  return head.fork === true || (typeof head.full_name === 'string' && head.full_name !== base.full_name)
}

/** The event's pull request and whether it comes from a fork, on a pull request event; else undefined. */
export function eventPullRequest(
  env: NodeJS.ProcessEnv,
  events: readonly string[] = ['pull_request']
): { pr: Record<string, unknown>; fromFork: boolean } | undefined {
  if (!events.includes(env.GITHUB_EVENT_NAME ?? '')) return undefined
  const payload = eventPayload(env)
  if (!payload) return undefined
  const pr = record(payload.pull_request)
  return { pr, fromFork: isFork(pr) }
}

/** The input error for an empty `api-key` on a fork's `pull_request` run, or undefined for any other run. */
export function forkWithoutSecrets(env: NodeJS.ProcessEnv): string | undefined {
  if (!eventPullRequest(env)?.fromFork) return undefined
  return (
    '`api-key` is empty because this pull request comes from a fork: GitHub does not give secrets to ' +
    'workflows run for forks. Skip such runs (`if: github.event.pull_request.head.repo.full_name == github.repository`), ' +
    'or run on `pull_request_target`, which has the secrets but runs with write access next to untrusted ' +
    "code: never check out or run the fork's code there, and treat its title, description and file names as hostile."
  )
}
