import type { RunLog } from '../kernel/run/run.js'
import type { DocsApiClient } from '../kernel/api/client.js'
import { isApiError } from '../kernel/api/errors.js'
import { describeApiFailure } from '../kernel/api/failures.js'
import type { PullRequestJob } from './job.js'
import { readAgentJob } from '../kernel/wait/agent-job.js'
import { forLog } from '../kernel/safe-text.js'
import type { RunBudget } from '../kernel/time/run-budget.js'

// Which job this run works on: the `job-id` input, the job its pull request already has (when that
// job can still take a follow-up), or a new one. What is done to it (create, follow up, resume,
// check) follows from the job id and the prompt: agent mode's run.ts (actionFor).

export interface Decision {
  /** The job to follow up, resume or check; undefined creates one. */
  jobId?: string
  /** The head the pull request's job last saw: the prompt's context describes what changed since. */
  since?: string
}

/** What the run asks for: the `job-id` and `prompt` inputs, and the project the job is in. */
export interface JobAsked {
  jobId?: string
  prompt?: string
  projectId: string
}

export async function decideJob(
  inputs: JobAsked,
  client: DocsApiClient,
  budget: RunBudget,
  github: PullRequestJob,
  log: RunLog
): Promise<Decision> {
  if (inputs.jobId !== undefined || inputs.prompt === undefined) return { jobId: inputs.jobId }
  const earlier = await github.findEarlierJob()
  if (!earlier) return {}
  // `/docs` follows up as asked; a push checks first that the job can still take one. The status the
  // comment last recorded may be stale (a job can be archived from the dashboard): it is read again.
  let why: string | undefined
  if (!earlier.fromComment) {
    const { jobId } = earlier
    try {
      const job = await readAgentJob(client, inputs.projectId, jobId, {
        deadline: budget.deadline,
        signal: budget.signal
      })
      if (job.status === 'archived' || job.status === 'failed')
        why = `the previous job ${jobId} is ${job.status}, so it cannot take a follow-up`
    } catch (error) {
      if (!isApiError(error) || error.status !== 404)
        // Unknown state: a new job could duplicate a running one, so stop here and say so.
        throw new Error(
          `${describeApiFailure(error, 'get')} (reading job ${jobId}, which this pull request's comment names, ` +
            'to decide between a follow-up and a new job). No job was created; re-run the workflow.',
          { cause: error }
        )
      why = `the previous job ${jobId} no longer exists (HTTP 404)`
    }
  }
  if (why) {
    log.info(`Creating a new job: ${forLog(why)}.`)
    github.replaceJob(why)
    return {}
  }
  log.info(
    `Following up on job ${forLog(earlier.jobId, 128)}, found in this action's comment on the pull request`
  )
  return { jobId: earlier.jobId, since: earlier.lastHead }
}
