import type { DocsApiClient } from '../../kernel/api/client.js'
import type { PullRequestJob } from '../../pr-job/job.js'
import type { AgentInputs } from './input-types.js'
import { errorMessage } from '../../kernel/error-message.js'
import { forLog } from '../../kernel/safe-text.js'
import type { Run } from '../../kernel/run/run.js'
import { setAgentOutputs, setCommentUrlOutput } from './outputs.js'
import { recordSkip } from './skip.js'
import { admit, type AcceptedCommand } from './admission.js'
import { decideJob } from '../../pr-job/decide.js'
import { failureFor } from './outcome.js'
import { openPullRequest } from './open.js'
import { sendAndWait, type Sent } from './run.js'
import { writeAgentSummary } from './summary.js'

// Agent mode as one straight line: admit (who may start it) → GitHub (only when the event needs it)
// → decide (the `job-id` input, the job this pull request already has, or a new one) → context (the
// prompt with its event's context) → send and wait → record (outputs, comment, summary, reply).

/** Runs agent mode end to end. Returns the reason the step fails, if it does; outputs are written either way. */
export async function agentMode(
  run: Run,
  inputs: AgentInputs,
  client: DocsApiClient
): Promise<string | undefined> {
  const started = Date.now()
  const { budget, trigger } = run
  const { admission: rules, githubToken, prompt: given } = inputs
  const admission = await admit({ rules, githubToken, prompt: given }, trigger, run)
  // Nothing is sent to the agent: the log, the outputs and the summary say why.
  if (admission.skipped !== undefined) {
    await recordSkip(run, admission.skipped)
    return undefined
  }
  const { command } = admission
  if (command) run.log.info(`Command from ${forLog(command.author, 60)} accepted.`)
  const asked = admission.instruction !== undefined ? { ...inputs, prompt: admission.instruction } : inputs
  const github = await openPullRequest(asked, trigger, run)
  const { jobId, since } = await decideJob(asked, client, budget, github, run.log)
  const prompt = asked.prompt && (await github.preparePrompt(asked.prompt, since))
  const job: AgentInputs = { ...asked, jobId, prompt }
  const sent = await sendAndWait(run, job, client, github, started)
  if (sent.kind === 'not-created') {
    await github.jobNotCreated(errorMessage(sent.failure))
    await command?.react('confused')
    throw sent.failure
  }
  return record(run, sent, { inputs, asked, github, command })
}

interface Recorded {
  inputs: AgentInputs
  /** The inputs with the instruction a command gave, before the event's context was added. */
  asked: AgentInputs
  github: PullRequestJob
  command?: AcceptedCommand
}

/** Outputs, the pull request's comment, the summary and the command's reply; returns why the step fails. */
async function record(
  run: Run,
  sent: Extract<Sent, { kind: 'reported' }>,
  recorded: Recorded
): Promise<string | undefined> {
  const { report, error } = sent
  const { inputs, github, command } = recorded
  setAgentOutputs(run.outputs, {
    jobId: report.jobId,
    action: report.action,
    status: report.job?.status,
    prLink: report.job?.prLink,
    model: report.job?.model,
    job: report.job && JSON.stringify(report.job),
    branch: report.job?.source?.ref,
    repository: report.job?.source?.repository
  })
  await github.jobFinished(report, error)
  if (github.commentUrl) setCommentUrlOutput(run.outputs, github.commentUrl)
  await writeAgentSummary(run.summary, report, recorded.asked.prompt, error)
  const failure = error ?? failureFor(report, inputs.failOn, run.log)
  await command?.finished(report, failure !== undefined, inputs.admission.replyWhenDone)
  return failure
}
