import * as core from '../../kernel/io/workflow-commands.js'
import type { AgentInputs } from './input-types.js'
import { COMMENT_EVENT_NAMES, type Actor, type Trigger } from '../../kernel/trigger/index.js'
import { forLog, forMarkdown, forMention, markdownLink } from '../../kernel/outside.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { describeGitHubError, gitHubWarning, type GitHubRequest } from '../../kernel/github/api.js'
import {
  allMatch,
  atLeast,
  isBot,
  listed,
  parseCommand,
  roleOf,
  type Permission
} from '../../kernel/github/command.js'
import { openGitHub } from '../../kernel/github/octokit.js'
import { listChangedFiles } from './prompt/pr-context.js'
import type { JobReport } from '../../kernel/github/seam.js'

// Who may start the agent, decided before any request to the docs API: the comment command, the
// commenter's permission read from GitHub, bots, the agent's own pull requests and pull requests that
// only touch skipped paths. A run that should do nothing ends as `skipped` with a one-line reason; a
// permission that cannot be read fails closed. Accepted commands get reactions (and, if asked, a reply).

export type Admission =
  { skipped: string } | { skipped?: undefined; instruction?: string; command?: AcceptedCommand }

type User = Pick<Actor, 'login' | 'type'>

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/** What a run needs to answer on the pull request: lazily opened, so most skips make no request. */
class Repository {
  private opened?: Promise<GitHubRequest>
  constructor(
    private readonly token: string,
    private readonly budget: RunBudget | undefined,
    readonly owner: string,
    readonly repo: string
  ) {}
  request(): Promise<GitHubRequest> {
    this.opened ??= openGitHub(this.token, this.budget, core.info).then(opened => opened.request)
    return this.opened
  }
}

/** The permission `user` has on the repository; 404 (not a collaborator) is `none`. Throws otherwise. */
async function permissionOf(repo: Repository, user: User): Promise<Permission> {
  try {
    const response = await (
      await repo.request()
    )('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
      owner: repo.owner,
      repo: repo.repo,
      username: user.login
    })
    return roleOf(record(response.data))
  } catch (error) {
    const failure = describeGitHubError(error)
    if (failure.status === 404) return 'none'
    const status = failure.status ? `HTTP ${failure.status}: ` : ''
    throw new Error(
      `Could not read the repository permission of ${forLog(user.login, 60)} (${status}${forLog(failure.message, 300)}). ` +
        'Nothing was sent to the agent: who may start it is checked before any job. Re-run the workflow; ' +
        'the default `github-token` can read permissions.',
      { cause: error }
    )
  }
}

/** Why a bot may not start the agent (it is not in `allowed-bots`); undefined for people and listed bots. */
function unlistedBot(user: User, allowedBots: readonly string[]): string | undefined {
  return isBot(user) && !listed(user.login, allowedBots)
    ? `${user.login} is a bot, and bots start the agent only when \`allowed-bots\` lists them`
    : undefined
}

/** Why `user` may not start the agent, or undefined when they may. */
async function refusal(inputs: AgentInputs, repo: Repository, user: User): Promise<string | undefined> {
  const rules = inputs.admission
  if (!user.login) return 'the event names nobody who started it'
  if (isBot(user)) return unlistedBot(user, rules.allowedBots)
  if (listed(user.login, rules.allowedUsers)) return undefined
  const role = await permissionOf(repo, user)
  if (atLeast(role, rules.minPermission)) return undefined
  return `${user.login} has \`${role}\` access to this repository; starting the agent needs \`${rules.minPermission}\``
}

export async function admit(inputs: AgentInputs, trigger: Trigger, budget?: RunBudget): Promise<Admission> {
  const { owner, name } = trigger.repository
  const repo = new Repository(inputs.githubToken, budget, owner, name)
  switch (trigger.kind) {
    case 'comment':
      return admitComment(inputs, repo, trigger)
    case 'pull-request':
      return admitPullRequest(inputs, repo, trigger)
    case 'push': {
      // Pushing needs write access already: only bots are checked, from the payload (no request).
      const bot = unlistedBot(trigger.actor, inputs.admission.allowedBots)
      return bot ? { skipped: bot } : {}
    }
    case 'other':
      return admitUnread(inputs, repo, trigger)
    default:
      return {}
  }
}

/**
 * A payload that lacks what its event needs. A comment, or a pull_request_target run (secrets, for
 * anyone), cannot be checked without it: skipped. A pull_request run's sender is checked as usual.
 */
async function admitUnread(
  inputs: AgentInputs,
  repo: Repository,
  trigger: Extract<Trigger, { kind: 'other' }>
): Promise<Admission> {
  if (trigger.problem === undefined) return {}
  if (COMMENT_EVENT_NAMES.has(trigger.event))
    return { skipped: `the comment could not be read: ${trigger.problem}` }
  if (trigger.event === 'pull_request_target')
    return { skipped: `the pull request could not be read: ${trigger.problem}` }
  if (trigger.event !== 'pull_request') return {}
  return senderRefusal(inputs, repo, trigger)
}

/** The sender's checks on a pull request: bots, and the permission where the branch is not trusted. */
async function senderRefusal(inputs: AgentInputs, repo: Repository, trigger: Trigger): Promise<Admission> {
  const sender = trigger.actor
  const bot = unlistedBot(sender, inputs.admission.allowedBots)
  if (bot) return { skipped: bot }
  // A branch of this repository was pushed by someone with write access; a fork's pull request (or
  // pull_request_target, which runs with secrets for anyone) was not: read the sender's permission.
  if (!isBot(sender) && (trigger.event === 'pull_request_target' || trigger.fromFork)) {
    const why = await refusal(inputs, repo, sender)
    if (why) return { skipped: why }
  }
  return {}
}

async function admitPullRequest(
  inputs: AgentInputs,
  repo: Repository,
  trigger: Extract<Trigger, { kind: 'pull-request' }>
): Promise<Admission> {
  const rules = inputs.admission
  const { number, pullRequest } = trigger
  const author = pullRequest.author
  if (author.login && listed(author.login, rules.agentAuthors))
    return {
      skipped: `pull request #${number} was opened by ${author.login}, the agent: it is the agent's own`
    }
  const checked = await senderRefusal(inputs, repo, trigger)
  if (checked.skipped !== undefined) return checked
  if (rules.skipPaths.length > 0) {
    const changed = await listChangedFiles(await repo.request(), {
      owner: repo.owner,
      repo: repo.repo,
      number,
      eventName: trigger.event,
      fromComment: false
    })
    const names = changed.files.map(f => f.filename)
    if (!changed.truncated && allMatch(names, rules.skipPaths))
      return { skipped: `every file pull request #${number} changes matches \`skip-paths\`` }
  }
  return {}
}

/** Why a pull request opened by `author` is the agent's own (`agent-authors`), or undefined. */
function agentsOwn(agentAuthors: readonly string[], author: User, number: number): string | undefined {
  return author.login && listed(author.login, agentAuthors)
    ? `pull request #${number} was opened by ${author.login}, the agent: it is the agent's own`
    : undefined
}

async function admitComment(
  inputs: AgentInputs,
  repo: Repository,
  trigger: Extract<Trigger, { kind: 'comment' }>
): Promise<Admission> {
  const rules = inputs.admission
  const { comment, number } = trigger
  if (comment.deleted) return { skipped: 'the comment was deleted' }
  if (comment.edited && !rules.allowEditedComments)
    return { skipped: 'the comment was edited, not written (`allow-edited-comments` is off)' }
  if (!trigger.onPullRequest) return { skipped: 'the comment is on an issue, not on a pull request' }
  if (trigger.state === 'closed') return { skipped: `pull request #${number} is closed` }
  let instruction: string | undefined
  // A workflow that passes `prompt` (or `prompt-file`) has chosen the instruction itself.
  if (inputs.prompt === undefined) {
    const parsed = parseCommand(comment.body, rules.command)
    if ('absent' in parsed) return { skipped: `the comment does not start with ${rules.command}` }
    if ('bare' in parsed) return { skipped: `${rules.command} without an instruction` }
    instruction = parsed.instruction
  }
  const user = comment.author
  const command = new AcceptedCommand(repo, { id: comment.id, review: trigger.review, number, user })
  // `agent-authors` holds for commands too: never a job on the agent's own docs pull request.
  const why = agentsOwn(rules.agentAuthors, trigger.openedBy, number) ?? (await refusal(inputs, repo, user))
  if (why) {
    // Bots get no reply: two bots answering each other would never stop.
    if (!isBot(user))
      await command.reply(
        `${forMention(user.login)}, the docs agent was not started: ${forMarkdown(why, 300)}.`
      )
    return { skipped: why }
  }
  await command.react('eyes')
  return { instruction, command }
}

/** A command this run accepted: the reactions on it, and the reply that mentions who asked. */
export class AcceptedCommand {
  constructor(
    private readonly repo: Repository,
    readonly comment: { id: number; review: boolean; number: number; user: User }
  ) {}

  get author(): string {
    return this.comment.user.login
  }

  async react(content: 'eyes' | 'rocket' | 'confused'): Promise<void> {
    const { id, review } = this.comment
    if (id <= 0) return
    const kind = review ? 'pulls' : 'issues'
    try {
      await (
        await this.repo.request()
      )(`POST /repos/{owner}/{repo}/${kind}/comments/{comment_id}/reactions`, {
        owner: this.repo.owner,
        repo: this.repo.repo,
        comment_id: id,
        content
      })
    } catch (error) {
      core.warning(gitHubWarning('react to the command', error, true, 'The agent job is not affected.'))
    }
  }

  /** A new comment on the pull request: `markdown` is built from shared/outside.ts's functions. */
  async reply(markdown: string): Promise<void> {
    if (this.comment.number <= 0) return
    try {
      await (
        await this.repo.request()
      )('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: this.repo.owner,
        repo: this.repo.repo,
        issue_number: this.comment.number,
        body: markdown
      })
    } catch (error) {
      core.warning(gitHubWarning('reply on the pull request', error, true, 'The agent job is not affected.'))
    }
  }

  /** 🚀 for a docs pull request, 😕 for a failure; and the reply, when `reply-when-done` asks for it. */
  async finished(report: JobReport, failed: boolean, reply: boolean): Promise<void> {
    const prLink = report.job?.prLink
    if (failed) await this.react('confused')
    else if (prLink) await this.react('rocket')
    if (!reply) return
    const status = forMarkdown(report.job?.status ?? 'unknown', 40)
    const outcome = prLink
      ? `pull request ${markdownLink(prLink)}`
      : failed
        ? 'it did not succeed'
        : 'no pull request'
    await this.reply(
      `${forMention(this.author)}, the docs agent job <code>${forMarkdown(report.jobId, 128)}</code> is ${status}: ${outcome}.`
    )
  }
}
