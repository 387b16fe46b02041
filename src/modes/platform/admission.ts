import { COMMENT_EVENT_NAMES } from '../../kernel/trigger/index.js'
import { messageHtml } from '../../kernel/io/message-html.js'
import { forLog } from '../../kernel/outside.js'
import type { Run } from '../../kernel/run/run.js'
import type { AutomationInputs, DeployInputs, PreviewInputs } from './input-types.js'
import { setSkippedReason } from './outputs.js'

// Deploy, preview and automation started by a comment: the comment's author passes the same rules as
// for the agent (kernel/github/admission.ts: permission, bots, allow-lists) before any request to the
// docs API. Other events are not checked here: who may push, release or dispatch is GitHub's to decide.

const SUBJECTS = {
  deploy: 'the docs deployment',
  preview: 'the docs preview',
  automation: 'the docs automation'
} as const

/** Whether the run may go on; when it may not, the log, the `skipped-reason` output and the summary say why. */
export async function admitted(
  run: Run,
  inputs: DeployInputs | PreviewInputs | AutomationInputs,
  title: string
): Promise<boolean> {
  const { trigger, budget } = run
  // Only a comment's run loads the checks (and Octokit): the other events need none.
  if (!COMMENT_EVENT_NAMES.has(trigger.event)) return true
  const { AdmissionRepository, admitCommentAuthor } = await import('../../kernel/github/admission.js')
  const { owner, name } = trigger.repository
  const repo = new AdmissionRepository(inputs.githubToken, budget, owner, name, run.log)
  const what = SUBJECTS[inputs.mode]
  const skipped = await admitCommentAuthor(trigger, inputs.admission, repo, {
    what,
    nothingSent: 'Nothing was sent to the docs platform'
  })
  if (skipped === undefined) return true
  run.log.info(`Skipped: ${forLog(skipped, 300)}. Nothing was sent to the docs platform.`)
  setSkippedReason(run.outputs, skipped)
  run.summary.builder
    .addHeading(title, 2)
    .addRaw(`Skipped: ${messageHtml(skipped)}. Nothing was sent to the docs platform.`, true)
  await run.summary.write()
  return false
}
