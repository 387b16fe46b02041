import type { RunLog } from '../../../kernel/run/run.js'
import { forLog } from '../../../kernel/safe-text.js'
import { describeGitHubError, gitHubWarning, type GitHubRequest } from '../../../kernel/github/api.js'
import type { PullRequestTarget } from '../../../kernel/github/context.js'
import { listChangedFiles, loadPullRequest, renderContextBlock, type ChangedFiles } from './pr-context.js'
import { pullRequestDelta } from './pr-diff.js'
import type { Handled } from '../../../pr-job/lifecycle.js'

// The prompt a pull request run sends: the workflow's prompt, then what the pull request is and what
// changed in its diff since the head the job last saw (or, when that cannot be told, all of it).

export interface PromptOptions {
  eventContext: boolean
  commentOnPr: boolean
  target: PullRequestTarget
  request: GitHubRequest
  log: RunLog
}

export type { Handled }

export async function pullRequestPrompt(
  options: PromptOptions,
  prompt: string,
  since?: string
): Promise<{ prompt: string; handled: Handled }> {
  const { eventContext, target, request, commentOnPr, log } = options
  const pr = `pull request #${target.number}`
  if (!eventContext) return { prompt, handled: { sha: target.pullRequest?.head.sha } }
  let pullRequest
  try {
    pullRequest = await loadPullRequest(request, target)
  } catch (error) {
    log.warning(
      gitHubWarning(`read ${pr}`, error, commentOnPr, 'The prompt is sent without the pull request context.')
    )
    return { prompt, handled: { sha: target.pullRequest?.head.sha } }
  }
  const head = pullRequest.head.sha
  const repository = `${target.owner}/${target.repo}`
  const withBlock = (block: Parameters<typeof renderContextBlock>[0]) =>
    `${prompt}\n\n${renderContextBlock(block)}`
  let deltaUnknown: string | undefined
  if (since && head && since === head) {
    // Nothing pushed since the job last saw it (a `/docs` follow-up, a re-run): the diff is the same.
    const delta = { since, head, newCommits: [], entries: [] }
    return { prompt: withBlock({ repository, pullRequest, delta }), handled: { sha: head, files: 0 } }
  }
  if (since && head) {
    const repo = { owner: target.owner, repo: target.repo }
    const result = await pullRequestDelta(request, repo, pullRequest.base.ref ?? '', since, head)
    if (result.known) {
      const { delta } = result
      log.info(
        `Follow-up context: ${delta.newCommits.length} new commit(s); ${delta.entries.length} file(s) entered, changed in or left the pull request's diff since ${since.slice(0, 7)}`
      )
      return {
        prompt: withBlock({ repository, pullRequest, delta }),
        handled: { sha: head, files: delta.entries.length }
      }
    }
    deltaUnknown = result.why
    log.info(
      `What changed since ${since.slice(0, 7)} cannot be told (${forLog(result.why, 300)}): sending the full pull request context.`
    )
  }
  let changed: ChangedFiles | undefined
  let filesError: string | undefined
  try {
    changed = await listChangedFiles(request, target)
    const cut = changed.truncated ? ' (list cut at the limit)' : ''
    log.info(`Pull request context: #${target.number}, ${changed.files.length} changed file(s)${cut}`)
  } catch (error) {
    filesError = describeGitHubError(error).message
    log.warning(
      gitHubWarning(
        `list the changed files of ${pr}`,
        error,
        commentOnPr,
        'The prompt has the pull request context without the file list.'
      )
    )
  }
  return {
    prompt: withBlock({ repository, pullRequest, changed, filesError, deltaUnknown }),
    handled: { sha: head, files: changed?.files.length }
  }
}
