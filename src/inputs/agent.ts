import { z } from 'zod'
import { isUsableJobId } from '../shared/outside.js'
import { promptFromFile } from './prompt-file.js'
import { type Reader } from './reader.js'
import { PR_UPDATES, type AgentInputs, type CommonInputs } from './types.js'
import { waitInputs } from './waiting.js'

// The agent mode's inputs: the instruction (`prompt` or `prompt-file`), the job to follow, how to
// wait for it, what fails the step, and the pull request's comment.

export function agentInputs(r: Reader, common: CommonInputs, env: NodeJS.ProcessEnv): AgentInputs {
  const promptText = r.untrimmed('prompt')
  const promptFile = r.raw('prompt-file')
  let prompt = promptText.trim() ? promptText.trim() : undefined
  if (promptText && !promptText.trim() && !promptFile) {
    r.problems.push(
      '`prompt` is blank (only spaces or newlines): give the instruction, or leave `prompt` out with `job-id` to wait for a job'
    )
  } else if (promptFile && promptText.trim()) {
    r.problems.push('`prompt` and `prompt-file` are both given: use one of them')
  } else if (promptFile) {
    const read = promptFromFile(promptFile, env)
    if ('problem' in read) r.problems.push(read.problem)
    else prompt = read.prompt
  }
  const jobId = r.raw('job-id') || undefined
  // The same rule as for an id the API returns: bounded, no control characters.
  if (jobId !== undefined && !isUsableJobId(jobId))
    r.problems.push('`job-id` must be 1 to 128 characters with no line breaks or other control characters')
  if (prompt === undefined && jobId === undefined && !promptFile && !promptText) {
    r.problems.push(
      '`prompt` or `job-id` is required: `prompt` creates a job, `job-id` waits for one, both send a follow-up'
    )
  }
  const prUpdates = r.parse('pr-updates', z.enum(PR_UPDATES, { message: 'must be `follow-up` or `new-job`' }))
  const waiting = waitInputs(r, 'agent')
  // A `??` below only completes the type: a value that failed has its problem recorded, and
  // parseInputs throws instead of returning this object. The defaults are in registry.ts.
  return {
    ...common,
    mode: 'agent',
    prompt,
    jobId,
    ...waiting,
    eventContext: r.flag('event-context'),
    prUpdates: prUpdates ?? 'follow-up',
    commentOnPr: r.flag('comment-on-pr'),
    githubToken: r.raw('github-token')
  }
}
