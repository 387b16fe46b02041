import { messageHtml } from '../io/message-html.js'
import { forLog } from '../safe-text.js'
import type { Run } from '../run/run.js'
import { isComment } from '../trigger/index.js'
import type { AdmissionRules } from './rules.js'

// The admission of a mode that takes no command (deploy, preview, automation, analytics) when a
// comment starts it: the comment's author passes the rules agent mode applies (rules.ts) before any
// request to the docs API. Other events are not checked here: who may push, release or dispatch a
// workflow is GitHub's to decide.

/** What the gate needs of a mode's inputs: the rules and the token that reads permissions. */
export interface StartedBy {
  admission: AdmissionRules
  githubToken: string
}

/**
 * Whether the run may go on. When it may not, the log, the `skipped-reason` output and the summary
 * (headed `title`) say why; `what` names what was not started ("the docs deployment").
 */
export async function admittedFromComment(
  run: Run,
  inputs: StartedBy,
  subject: { title: string; what: string }
): Promise<boolean> {
  const { trigger, budget } = run
  // Only a comment's run loads the checks (and Octokit): the other events need none.
  if (!isComment(trigger)) return true
  const { AdmissionRepository, admitCommentAuthor } = await import('./rules.js')
  const { owner, name } = trigger.repository
  const repo = new AdmissionRepository(inputs.githubToken, budget, owner, name, run.log)
  const nothingSent = 'Nothing was sent to the docs platform'
  const skipped = await admitCommentAuthor(trigger, inputs.admission, repo, {
    what: subject.what,
    nothingSent
  })
  if (skipped === undefined) return true
  run.log.info(`Skipped: ${forLog(skipped, 300)}. ${nothingSent}.`)
  run.outputs.set('skipped-reason', skipped)
  run.summary.builder
    .addHeading(subject.title, 2)
    .addRaw(`Skipped: ${messageHtml(skipped)}. ${nothingSent}.`, true)
  await run.summary.write()
  return false
}
