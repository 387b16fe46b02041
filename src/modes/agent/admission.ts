import type { RunLog } from '../../kernel/run/run.js'
import type { AdmissionInputs } from './input-types.js'
import { isComment, isPullRequest, isPullRequestTarget, type Trigger } from '../../kernel/trigger/index.js'
import { forLog, forMarkdown, forMention, markdownLink } from '../../kernel/safe-text.js'
import type { RunBudget } from '../../kernel/time/run-budget.js'
import { describeGitHubError, gitHubWarning } from '../../kernel/github/api.js'
import { allMatch, isBot, listed, parseCommand } from '../../kernel/github/command.js'
import {
  AdmissionRepository as Repository,
  refusal as refusalOf,
  replyOn,
  unlistedBot as unlistedBotOf,
  type User
} from '../../kernel/admission/rules.js'
import { listChangedFiles } from './prompt/pr-context.js'
import type { JobReport } from '../../pr-job/job.js'

// Who may start the agent, decided before any request to the docs API: the comment command, the
// commenter's permission read from GitHub, bots, the agent's own pull requests and pull requests that
// only touch skipped paths. A run that should do nothing ends as `skipped` with a one-line reason; a
// permission that cannot be read fails closed. Accepted commands get reactions (and, if asked, a reply).
// The rules every mode shares (permission, bots, allow-lists) are the kernel's: kernel/admission/.

export type Admission =
  { skipped: string } | { skipped?: undefined; instruction?: string; command?: AcceptedCommand }

const AGENT = {
  what: 'the agent',
  nothingSent: 'Nothing was sent to the agent'
}

/** Why a bot may not start the agent (it is not in `allowed-bots`); undefined for people and listed bots. */
const unlistedBot = (user: User, allowedBots: readonly string[]) =>
  unlistedBotOf(user, allowedBots, AGENT.what)

/** Why `user` may not start the agent, or undefined when they may. */
const refusal = (rules: AdmissionInputs, repo: Repository, user: User) => refusalOf(rules, repo, user, AGENT)

/** What admission reads of the inputs: the rules, the token that reads permissions, and the `prompt`
 * input (without one, a comment's command gives the instruction). */
export interface AdmissionAsk {
  rules: AdmissionInputs
  githubToken: string
  prompt?: string
}

/** Whether this run may start the agent: a skip with its reason, or the instruction and command. */
export async function admit(
  ask: AdmissionAsk,
  trigger: Trigger,
  run: { log: RunLog; budget?: RunBudget }
): Promise<Admission> {
  const { rules } = ask
  const { owner, name } = trigger.repository
  const repo = new Repository(ask.githubToken, run.budget, owner, name, run.log)
  switch (trigger.kind) {
    case 'comment':
      return admitComment(rules, repo, trigger, ask.prompt === undefined)
    case 'pull-request':
      return admitPullRequest(rules, repo, trigger)
    case 'push': {
      // Pushing needs write access already: only bots are checked, from the payload (no request).
      const bot = unlistedBot(trigger.actor, rules.allowedBots)
      return bot ? { skipped: bot } : {}
    }
    case 'other':
      return admitUnread(rules, repo, trigger)
    default:
      return {}
  }
}

/**
 * A payload that lacks what its event needs. A comment, or a pull_request_target run (secrets, for
 * anyone), cannot be checked without it: skipped. A pull_request run's sender is checked as usual.
 */
async function admitUnread(
  rules: AdmissionInputs,
  repo: Repository,
  trigger: Extract<Trigger, { kind: 'other' }>
): Promise<Admission> {
  if (trigger.problem === undefined) return {}
  if (isComment(trigger)) return { skipped: `the comment could not be read: ${trigger.problem}` }
  if (isPullRequestTarget(trigger))
    return { skipped: `the pull request could not be read: ${trigger.problem}` }
  if (!isPullRequest(trigger)) return {}
  return senderRefusal(rules, repo, trigger)
}

/** The sender's checks on a pull request: bots, and the permission where the branch is not trusted. */
async function senderRefusal(rules: AdmissionInputs, repo: Repository, trigger: Trigger): Promise<Admission> {
  const sender = trigger.actor
  const bot = unlistedBot(sender, rules.allowedBots)
  if (bot) return { skipped: bot }
  // A branch of this repository was pushed by someone with write access; a fork's pull request (or
  // pull_request_target, which runs with secrets for anyone) was not: read the sender's permission.
  if (!isBot(sender) && (isPullRequestTarget(trigger) || trigger.fromFork)) {
    const why = await refusal(rules, repo, sender)
    if (why) return { skipped: why }
  }
  return {}
}

async function admitPullRequest(
  rules: AdmissionInputs,
  repo: Repository,
  trigger: Extract<Trigger, { kind: 'pull-request' }>
): Promise<Admission> {
  const { number, pullRequest } = trigger
  const own = agentsOwn(rules.agentAuthors, pullRequest.author, number)
  if (own) return { skipped: own }
  const checked = await senderRefusal(rules, repo, trigger)
  if (checked.skipped !== undefined) return checked
  if (rules.skipPaths.length > 0) {
    const changed = await changedFilesForSkipPaths(repo, trigger)
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

/** The pull request's files for `skip-paths`; a failure names the call and the permission it needs. */
async function changedFilesForSkipPaths(
  repo: Repository,
  trigger: Extract<Trigger, { kind: 'pull-request' }>
) {
  const { number } = trigger
  const target = { owner: repo.owner, repo: repo.repo, number, fromComment: false }
  try {
    return await listChangedFiles(await repo.request(), target)
  } catch (error) {
    const failure = describeGitHubError(error)
    if (repo.budget?.cancel.aborted)
      throw new Error(
        `The workflow was cancelled while the files of pull request #${number} were being listed (for \`skip-paths\`). ${AGENT.nothingSent}.`,
        { cause: error }
      )
    const status = failure.status ? `HTTP ${failure.status}: ` : ''
    const permission =
      failure.status === 401 || failure.status === 403 || failure.status === 404
        ? " The `github-token` needs `pull-requests: read` for it: add it to the workflow's (or the job's) `permissions:` block, or leave `skip-paths` out."
        : ' Re-run the workflow, or leave `skip-paths` out.'
    throw new Error(
      `Could not list the files of pull request #${number} for \`skip-paths\` (GET /repos/{owner}/{repo}/pulls/{pull_number}/files: ` +
        `${status}${forLog(failure.message, 300)}). ${AGENT.nothingSent}.${permission}`,
      { cause: error }
    )
  }
}

async function admitComment(
  rules: AdmissionInputs,
  repo: Repository,
  trigger: Extract<Trigger, { kind: 'comment' }>,
  /** No `prompt` input: the comment's command gives the instruction. */
  commandInstructs: boolean
): Promise<Admission> {
  const { comment, number } = trigger
  if (comment.deleted) return { skipped: 'the comment was deleted' }
  if (comment.edited && !rules.allowEditedComments)
    return { skipped: 'the comment was edited, not written (`allow-edited-comments` is off)' }
  if (!trigger.onPullRequest) return { skipped: 'the comment is on an issue, not on a pull request' }
  if (trigger.state === 'closed') return { skipped: `pull request #${number} is closed` }
  let instruction: string | undefined
  // A workflow that passes `prompt` (or `prompt-file`) has chosen the instruction itself.
  if (commandInstructs) {
    const parsed = parseCommand(comment.body, rules.command)
    if ('absent' in parsed) return { skipped: `the comment does not start with ${rules.command}` }
    if ('bare' in parsed) return { skipped: `${rules.command} without an instruction` }
    instruction = parsed.instruction
  }
  const user = comment.author
  const command = new AcceptedCommand(repo, { id: comment.id, review: trigger.review, number, user })
  // `agent-authors` holds for commands too: never a job on the agent's own docs pull request.
  const why = agentsOwn(rules.agentAuthors, trigger.openedBy, number) ?? (await refusal(rules, repo, user))
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
      this.repo.log.warning(
        gitHubWarning('react to the command', error, true, 'The agent job is not affected.')
      )
    }
  }

  /** A new comment on the pull request: `markdown` is built from kernel/safe-text.ts's functions. */
  async reply(markdown: string): Promise<void> {
    await replyOn(this.repo, this.comment.number, markdown, 'The agent job is not affected.')
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
