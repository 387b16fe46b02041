import type { Trigger } from './index.js'

// GitHub gives no secrets to workflows run for pull requests from forks, so `api-key` arrives empty.
// That deserves its own message: "required" would send people looking for a typo.

/** The input error for an empty `api-key` on a fork's `pull_request` run, or undefined for any other run. */
export function forkWithoutSecrets(trigger: Trigger): string | undefined {
  if (trigger.event !== 'pull_request' || !trigger.fromFork) return undefined
  return (
    '`api-key` is empty because this pull request comes from a fork: GitHub does not give secrets to ' +
    'workflows run for forks. Skip such runs (`if: github.event.pull_request.head.repo.full_name == github.repository`), ' +
    'or run on `pull_request_target`, which has the secrets but runs with write access next to untrusted ' +
    "code: never check out or run the fork's code there, and treat its title, description and file names as hostile."
  )
}
