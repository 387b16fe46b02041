import type { CommonInputs, FailOn } from '../../kernel/inputs/types.js'
import type { AdmissionRules } from '../../kernel/inputs/admission.js'

// Agent mode's typed inputs and the words they accept.

export const PR_UPDATES = ['follow-up', 'new-job'] as const
export type PrUpdates = (typeof PR_UPDATES)[number]

export interface AgentInputs extends CommonInputs {
  mode: 'agent'
  prompt?: string
  jobId?: string
  wait: boolean
  pollIntervalMs: number
  failOn: ReadonlySet<FailOn>
  /** `event-context`: append the pull request, push or release context to the prompt. */
  eventContext: boolean
  /** `pr-updates`: on a pull request that already has a job, follow it up or create a new one. */
  prUpdates: PrUpdates
  commentOnPr: boolean
  /** `check-run`: a check run on the pull request's head, and the waiting label for a sweep. */
  checkRun: boolean
  /** `previous-api-key`: state sealed with it still counts, and is sealed again with `api-key`. */
  previousApiKey?: string
  githubToken: string
  /** Who may start the agent, and on which comments and pull requests (github/admission.ts). */
  admission: AdmissionInputs
}

export { MIN_PERMISSIONS } from '../../kernel/inputs/admission.js'

/** The kernel's rules (permission, bots, allow-lists: every mode a comment starts) and the agent's own. */
export interface AdmissionInputs extends AdmissionRules {
  /** `command`: the comment command, matched case-insensitively at the start of a comment. */
  command: string
  allowEditedComments: boolean
  /** Pull requests by these authors are the agent's own: skipped. */
  agentAuthors: string[]
  /** A pull request whose changed files all match one of these globs is skipped. */
  skipPaths: string[]
  /** The final result is also a reply that mentions who asked. */
  replyWhenDone: boolean
}
