import type { Trigger } from './facts.js'
import { isPullRequest, isPullRequestTarget } from './questions.js'

// GitHub gives no secrets to workflows run for pull requests from forks, and gives Dependabot's runs
// Dependabot's secrets instead of the Actions secrets, so `api-key` arrives empty though the workflow
// passes it. Each deserves its own message: "required" would send people looking for a typo.

const DEPENDABOT = 'dependabot[bot]'

/** Whether Dependabot started the run: the event's sender (else `GITHUB_ACTOR`) is Dependabot. */
export const startedByDependabot = (trigger: Trigger): boolean =>
  trigger.actor.login.toLowerCase() === DEPENDABOT

/** The input error for an empty `api-key` on a fork's `pull_request` run, or undefined for any other run. */
export function forkWithoutSecrets(trigger: Trigger): string | undefined {
  if (startedByDependabot(trigger))
    return (
      "`api-key` is empty because Dependabot started this run: GitHub gives Dependabot's runs Dependabot's " +
      "secrets, not the repository's Actions secrets. Skip Dependabot in this workflow " +
      "(`if: github.actor != 'dependabot[bot]'`), or also store the key as a Dependabot secret " +
      '(Settings → Secrets and variables → Dependabot) under the same name.'
    )
  if (!isPullRequest(trigger) || isPullRequestTarget(trigger) || !trigger.fromFork) return undefined
  return (
    '`api-key` is empty because this pull request comes from a fork: GitHub does not give secrets to ' +
    'workflows run for forks. Skip such runs (`if: github.event.pull_request.head.repo.full_name == github.repository`), ' +
    'or run on `pull_request_target`, which has the secrets but runs with write access next to untrusted ' +
    "code: never check out or run the fork's code there, and treat its title, description and file names as hostile."
  )
}
