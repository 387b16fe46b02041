import type { Mode } from '../inputs/types.js'
import { forMarkdown } from '../outside.js'

// The short job summary main.ts writes when a run fails before its mode wrote one (an input error,
// an unreachable host, a hung server, a cut-off): what failed and what to check. The message may
// hold outside text (an error body, a host name), so it goes through forMarkdown; the hints are ours.

export interface FailureContext {
  mode?: Mode
  inputError?: boolean
  /** The agent job this run created or used, when one is known (the `job-id` output). */
  jobId?: string
}

const code = (name: string) => `<code>${name}</code>`

const TITLES: Record<Mode, string> = {
  agent: 'Docs agent',
  analytics: 'Analytics export',
  deploy: 'Docs deployment',
  preview: 'Docs preview',
  automation: 'Docs automation'
}

/** What to check, from the kind of failure the message describes. */
export function failureHints(message: string, context: FailureContext = {}): string[] {
  if (context.inputError)
    return [`Fix the input named above in the step's ${code('with:')} block. No request was sent.`]
  const hints: string[] = []
  if (context.jobId)
    hints.push(
      `The job ${code(forMarkdown(context.jobId, 200))} exists and keeps running on the service: to wait for it, run again with ${code('job-id')} set to it and no ${code('prompt')}.`
    )
  if (/cancelled/i.test(message) && !context.jobId)
    hints.push(
      'The workflow was cancelled. A job created before that keeps running on the service: find it in the dashboard, or wait for it with ' +
        `${code('job-id')}.`
    )
  if (/timeout-minutes|deadline|no answer|did not finish|timed out/i.test(message))
    hints.push(
      `A service did not answer in time. Check its status, then run again, or raise ${code('timeout-minutes')}.`
    )
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|certificate|fetch failed|socket/i.test(message))
    hints.push(
      `The API could not be reached: check ${code('base-url')} and this runner's network (behind a proxy, ${code('HTTPS_PROXY')} and ${code('NO_PROXY')}).`
    )
  if (/\b401\b|\b403\b|api-key/i.test(message))
    hints.push(`Check ${code('api-key')}: a current admin key (mint_…) with the scope this mode needs.`)
  if (/\b404\b|project-id/i.test(message)) hints.push(`Check ${code('project-id')} and ${code('base-url')}.`)
  if (/plan has no preview deployments/.test(message))
    hints.push("Check the organization's plan in the dashboard: previews need a plan that includes them.")
  if (/automation-id/.test(message))
    hints.push(`Check ${code('automation-id')}, and the automation's state and schedule in the dashboard.`)
  if (hints.length === 0)
    hints.push(
      `The step's log has the details. ${code('project-id')}, ${code('api-key')} and ${code('base-url')} are the usual suspects.`
    )
  return hints
}

export function failureSummary(message: string, context: FailureContext = {}): string {
  const title = context.mode ? TITLES[context.mode] : 'Docs agent action'
  const hints = failureHints(message, context)
  return [
    `<h2>${title}: failed</h2>`,
    `<p><strong>What failed:</strong> ${forMarkdown(message, 4000)}</p>`,
    `<p><strong>What to check:</strong></p>`,
    `<ul>${hints.map(h => `<li>${h}</li>`).join('')}</ul>`,
    ''
  ].join('\n')
}
