import { openGitHub } from '../../kernel/github/octokit.js'
import type { Run } from '../../kernel/run/run.js'
import { forLog } from '../../kernel/safe-text.js'
import type { Trigger } from '../../kernel/trigger/index.js'
import { isPullRequest } from '../../kernel/trigger/questions.js'
import { dispatchTo, fullName, type DispatchResult, type DocsPullRequestHint } from './dispatch.js'
import type { NotifyInputs } from './input-types.js'
import { setNotifyOutputs, writeNotifySummary } from './summary.js'

// Notify, end to end: the docs pull request the agent opened → one dispatch per code repository, one
// after the other (one refused does not stop the rest) → outputs, summary, and a failed step naming
// every repository that refused. Any other event or author: one line, and success.

const ANNOUNCED_ACTIONS: ReadonlySet<string> = new Set(['opened', 'reopened'])

/** The hint to send, or why this run sends nothing. */
export function docsPullRequest(
  trigger: Trigger,
  agentAuthors: readonly string[]
): { hint: DocsPullRequestHint } | { skip: string } {
  if (!isPullRequest(trigger) || trigger.kind !== 'pull-request')
    return { skip: `the event is \`${forLog(trigger.event || 'unknown', 60)}\`, not a pull request's` }
  if (!ANNOUNCED_ACTIONS.has(trigger.action))
    return { skip: `the pull request was ${forLog(trigger.action || 'changed', 40)}, not opened or reopened` }
  const pr = trigger.pullRequest
  const author = pr.author.login.toLowerCase()
  if (!agentAuthors.includes(author))
    return {
      skip: `pull request #${pr.number} was opened by ${forLog(pr.author.login, 60)}, not by \`agent-authors\` (${agentAuthors.join(', ')})`
    }
  const { owner, name } = trigger.repository
  if (!owner || !name)
    throw new Error('Notify needs the docs repository (GITHUB_REPOSITORY or the event): none was given.')
  return {
    hint: { repository: `${owner}/${name}`, number: pr.number, url: pr.url, 'head-ref': pr.head.ref ?? '' }
  }
}

export async function notifyMode(run: Run, inputs: NotifyInputs): Promise<string | undefined> {
  const found = docsPullRequest(run.trigger, inputs.agentAuthors)
  if ('skip' in found) {
    run.log.info(`Nothing to notify: ${found.skip}.`)
    setNotifyOutputs(run.outputs, { skipped: found.skip, results: [] })
    return undefined
  }
  const { hint } = found
  const { request, calls } = await openGitHub(
    inputs.dispatchToken,
    run.budget,
    m => run.log.info(m),
    'notify'
  )
  const results: DispatchResult[] = []
  for (const target of inputs.repositories) {
    if (run.budget.cancel.aborted) break
    const result = await dispatchTo(request, target, inputs.eventType, hint)
    if (result.sent)
      run.log.info(
        `${fullName(target)}: \`${inputs.eventType}\` dispatch sent for pull request #${hint.number}.`
      )
    else run.log.warning(`${fullName(target)}: no dispatch sent. ${result.why}.`)
    results.push(result)
  }
  run.log.info(`GitHub: ${calls.attempts} request(s) sent, ${calls.retries} of them retries.`)
  const report = { results }
  setNotifyOutputs(run.outputs, report)
  await writeNotifySummary(run.summary, report, inputs.eventType, `${hint.repository}#${hint.number}`)
  const failed = results.filter(r => !r.sent)
  const unsent = inputs.repositories.length - results.length
  if (failed.length === 0 && unsent === 0) return undefined
  const named = failed.map(r => r.repository).join(', ')
  const first = failed[0] && !failed[0].sent ? ` ${failed[0].why}.` : ''
  return `The dispatch did not reach ${failed.length + unsent} of ${inputs.repositories.length} repositories${named ? ` (${named})` : ''}.${first}`
}
