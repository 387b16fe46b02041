import { messageHtml } from '../../kernel/io/message-html.js'
import { outputSetter } from '../../kernel/run/outputs-spec.js'
import { forLog } from '../../kernel/safe-text.js'
import type { Run } from '../../kernel/run/run.js'
import { AGENT_OUTPUTS } from './outputs.js'

// A run that admission stopped does nothing on purpose: the log line, the outputs (`action` is
// `skipped`, `skipped-reason` the one-line reason) and the summary say why, all from here.

export async function recordSkip(
  run: Pick<Run, 'log' | 'outputs' | 'summary'>,
  reason: string
): Promise<void> {
  run.log.info(`Skipped: ${forLog(reason, 300)}. Nothing was sent to the agent.`)
  const set = outputSetter(run.outputs, AGENT_OUTPUTS)
  set('action', 'skipped')
  set('skipped-reason', reason)
  // The reason may name outside logins: escaped.
  run.summary.builder
    .addHeading('Docs agent', 2)
    .addRaw(`Skipped: ${messageHtml(reason)}. Nothing was sent to the agent.`, true)
  await run.summary.write()
}
