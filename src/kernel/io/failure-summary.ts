import { forMarkdown } from '../safe-text.js'

// The short job summary main.ts writes when a run fails before its mode wrote one (an input error,
// an unreachable host, a hung server, a cut-off): what failed and what to check. The message may
// hold outside text (an error body, a host name), so it goes through forMarkdown; the hints are ours.

/** A mode's own hints: `first` before the kernel's (what the run left behind), `last` after them. */
export interface FailureHints {
  first?: string[]
  last?: string[]
}

export interface FailureContext {
  /** The mode's title ("Docs agent"); undefined before the mode is known. */
  title?: string
  inputError?: boolean
  /** The mode's own hints (modes/<mode>/index.ts), such as a job that keeps running. */
  hints?: FailureHints
}

const code = (name: string) => `<code>${name}</code>`

/** What to check, from the kind of failure the message describes. */
export function failureHints(message: string, context: FailureContext = {}): string[] {
  if (context.inputError)
    return [`Fix the input named above in the step's ${code('with:')} block. No request was sent.`]
  const first = context.hints?.first ?? []
  const hints: string[] = [...first]
  if (/cancelled/i.test(message) && first.length === 0)
    hints.push(
      /nothing was (sent|started)/i.test(message)
        ? 'The workflow was cancelled before anything was started: run it again when you need it.'
        : 'The workflow was cancelled. A job created before that keeps running on the service: find it in the dashboard, or wait for it with ' +
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
  hints.push(...(context.hints?.last ?? []))
  if (hints.length === 0)
    hints.push(
      `The step's log has the details. ${code('project-id')}, ${code('api-key')} and ${code('base-url')} are the usual suspects.`
    )
  return hints
}

export function failureSummary(message: string, context: FailureContext = {}): string {
  const title = context.title ?? 'Docs agent action'
  const hints = failureHints(message, context)
  return [
    `<h2>${title}: failed</h2>`,
    `<p><strong>What failed:</strong> ${forMarkdown(message, 4000)}</p>`,
    `<p><strong>What to check:</strong></p>`,
    `<ul>${hints.map(h => `<li>${h}</li>`).join('')}</ul>`,
    ''
  ].join('\n')
}
