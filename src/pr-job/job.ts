// The pull request's docs job as agent mode sees it, and what the pull request is told of the agent
// job. pr-job/ defines the few fields of the job it renders (JobAction, JobReport) rather than
// importing agent mode's report, so the dependency runs one way: agent mode passes its report, which
// has this shape and more.

/** How this run got its job: created it, sent a follow-up, waited for a known job, or read its status once. */
export type JobAction = 'created' | 'follow-up' | 'resumed' | 'checked'

/** What the comment shows of a run that is over. */
export interface JobReport {
  action: JobAction
  jobId: string
  /** `closed`: a sweep found the pull request closed while the job ran. */
  outcome: 'terminal' | 'timeout' | 'cancelled' | 'not-waited' | 'closed'
  /** The job as the API last described it; undefined if no read succeeded. */
  job?: { status: string; prLink?: string | null }
}

export interface EarlierJob {
  jobId: string
  /** The head SHA the job last saw (pull request follow-ups): the base of the next range. */
  lastHead?: string
  /** Found for a `/docs` comment (any workflow's comment) rather than this workflow job's own. */
  fromComment: boolean
}

/** Agent mode calls these at fixed points; its open.ts picks the one that fits the event. */
export interface PullRequestJob {
  /**
   * The job this run follows up, from the pull request's one comment of this action for this project
   * (whichever workflow wrote it), for a `/docs` comment or a pull request event with `pr-updates:
   * follow-up`. Throws when the comments cannot be read (or the claim written), rather than create a job
   * the pull request would forget.
   */
  findEarlierJob(): Promise<EarlierJob | undefined>
  /** The earlier job cannot take a follow-up: this run creates a new one, and the comment says why. */
  replaceJob(reason: string): void
  /** The prompt with the event's context appended (`event-context`); `since` is the last head the job saw. */
  preparePrompt(prompt: string, since?: string): Promise<string>
  /** No job came of this run (creating it failed): a comment that announced one says so. */
  jobNotCreated(error: string): Promise<void>
  /** The job id is known (created, followed up or resumed). */
  jobStarted(jobId: string, action: JobAction): Promise<void>
  /** The run is over (terminal, timeout, cancelled, not waited, or failed with `error`). */
  jobFinished(report: JobReport, error?: string): Promise<void>
  /** The sticky comment's URL, once one was written. */
  readonly commentUrl: string | undefined
}

/** Outside these events (or with the features off): nothing to add, nothing to comment. */
export const noPullRequest: PullRequestJob = {
  findEarlierJob: async () => undefined,
  replaceJob: () => undefined,
  preparePrompt: async prompt => prompt,
  jobNotCreated: async () => undefined,
  jobStarted: async () => undefined,
  jobFinished: async () => undefined,
  commentUrl: undefined
}
