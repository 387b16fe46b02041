import { isComment, type Actor, type Trigger } from '../trigger/index.js'
import { forLog, forMarkdown, forMention } from '../safe-text.js'
import type { RunBudget } from '../time/run-budget.js'
import { describeGitHubError, gitHubWarning, type GitHubRequest } from '../github/api.js'
import { atLeast, isBot, listed, readRole, type Permission } from '../github/command.js'
import { openGitHub } from '../github/octokit.js'

// Who may start a mode, applied the same way by every mode a comment can start: bots only when
// `allowed-bots` lists them, `allowed-users` whatever their permission, everyone else by the
// repository permission GitHub reports. A permission that cannot be read fails closed (never "none"),
// and a cancellation during the read is reported as one. Agent mode adds its own rules on top
// (modes/agent/admission.ts: the command, the agent's pull requests, `skip-paths`).

/** The rules, as kernel/inputs/admission.ts reads them. */
export interface AdmissionRules {
  minPermission: Permission
  allowedUsers: readonly string[]
  allowedBots: readonly string[]
}

export type User = Pick<Actor, 'login' | 'type'>

/** What a refusal and its messages name: "the agent", "the docs deployment", ... */
export interface Subject {
  /** Started by whom: "the agent". */
  what: string
  /** What the run did not do, for a failed read: "Nothing was sent to the agent". */
  nothingSent: string
}

/** What a run needs to answer on the pull request: lazily opened, so most skips make no request. */
export class AdmissionRepository {
  private opened?: Promise<GitHubRequest>
  constructor(
    private readonly token: string,
    readonly budget: RunBudget | undefined,
    readonly owner: string,
    readonly repo: string,
    /** The run's log, for GitHub's retries and warnings. */
    readonly log: { info(message: string): void; warning(message: string): void }
  ) {}
  request(): Promise<GitHubRequest> {
    this.opened ??= openGitHub(this.token, this.budget, m => this.log.info(m)).then(opened => opened.request)
    return this.opened
  }
}

/** The permission `user` has on the repository; 404 (not a collaborator) is `none`. Throws otherwise. */
export async function permissionOf(
  repo: AdmissionRepository,
  user: User,
  subject: Subject
): Promise<Permission> {
  const who = forLog(user.login, 60)
  let data: unknown
  try {
    const response = await (
      await repo.request()
    )('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
      owner: repo.owner,
      repo: repo.repo,
      username: user.login
    })
    data = response.data
  } catch (error) {
    const failure = describeGitHubError(error)
    if (failure.status === 404) return 'none'
    // A cancelled run is cancelled, not a failed read that a re-run would fix.
    if (repo.budget?.cancel.aborted)
      throw new Error(
        `The workflow was cancelled while the repository permission of ${who} was being read. ${subject.nothingSent}.`,
        { cause: error }
      )
    const status = failure.status ? `HTTP ${failure.status}: ` : ''
    throw new Error(
      `Could not read the repository permission of ${who} (${status}${forLog(failure.message, 300)}). ` +
        `${subject.nothingSent}: who may start it is checked first. Re-run the workflow; ` +
        'the default `github-token` can read permissions.',
      { cause: error }
    )
  }
  const role = readRole(data)
  if (role) return role
  // A 200 that is not a permission (a proxy's page, `{}`) says nothing about the user: never `none`.
  throw new Error(
    `Could not read the repository permission of ${who}: GitHub's answer to GET /repos/{owner}/{repo}/collaborators/{username}/permission ` +
      `names no permission (${forLog(describeAnswer(data), 120)}). ${subject.nothingSent}: who may start it is ` +
      'checked first, and an unread permission refuses. Check that `GITHUB_API_URL` reaches the GitHub API (not a proxy or sign-in page), then re-run the workflow.'
  )
}

const describeAnswer = (data: unknown): string =>
  typeof data === 'string'
    ? `text: ${data.slice(0, 80)}`
    : data !== null && typeof data === 'object'
      ? `an object with ${Object.keys(data).length === 0 ? 'no fields' : `fields ${Object.keys(data).slice(0, 5).join(', ')}`}`
      : String(data)

/** Why a bot may not start `what` (it is not in `allowed-bots`); undefined for people and listed bots. */
export function unlistedBot(user: User, allowedBots: readonly string[], what: string): string | undefined {
  return isBot(user) && !listed(user.login, allowedBots)
    ? `${user.login} is a bot, and bots start ${what} only when \`allowed-bots\` lists them`
    : undefined
}

/** Why `user` may not start the subject, or undefined when they may. */
export async function refusal(
  rules: AdmissionRules,
  repo: AdmissionRepository,
  user: User,
  subject: Subject
): Promise<string | undefined> {
  if (!user.login) return 'the event names nobody who started it'
  if (isBot(user)) return unlistedBot(user, rules.allowedBots, subject.what)
  if (listed(user.login, rules.allowedUsers)) return undefined
  const role = await permissionOf(repo, user, subject)
  if (atLeast(role, rules.minPermission)) return undefined
  return `${user.login} has \`${role}\` access to this repository; starting ${subject.what} needs \`${rules.minPermission}\``
}

/** A new comment on the issue or pull request `number`; a failure is a warning. */
export async function replyOn(
  repo: AdmissionRepository,
  number: number,
  markdown: string,
  consequence: string
) {
  if (number <= 0) return
  try {
    await (
      await repo.request()
    )('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: repo.owner,
      repo: repo.repo,
      issue_number: number,
      body: markdown
    })
  } catch (error) {
    repo.log.warning(gitHubWarning('reply on the pull request', error, true, consequence))
  }
}

/**
 * The admission of a mode that takes no command (deploy, preview, automation): on a comment, its
 * author must pass the rules; a refused person gets a short reply. Any other event is not checked
 * here (the workflow's trigger decides). Returns why the run is skipped, or undefined.
 */
export async function admitCommentAuthor(
  trigger: Trigger,
  rules: AdmissionRules,
  repo: AdmissionRepository,
  subject: Subject
): Promise<string | undefined> {
  if (trigger.kind === 'other' && trigger.problem !== undefined && isComment(trigger))
    return `the comment could not be read: ${trigger.problem}`
  if (trigger.kind !== 'comment') return undefined
  const { comment, number } = trigger
  if (comment.deleted) return 'the comment was deleted'
  const user = comment.author
  const why = await refusal(rules, repo, user, subject)
  // Bots get no reply: two bots answering each other would never stop.
  if (why && !isBot(user))
    await replyOn(
      repo,
      number,
      `${forMention(user.login)}, ${subject.what} was not started: ${forMarkdown(why, 300)}.`,
      'Nothing was started.'
    )
  return why
}
