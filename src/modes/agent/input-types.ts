import type { CommonInputs, FailOn } from '../../kernel/inputs/types.js'

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
  /** `previous-api-key`: state sealed with it still counts, and is sealed again with `api-key`. */
  previousApiKey?: string
  githubToken: string
  /** Who may start the agent, and on which comments and pull requests (github/admission.ts). */
  admission: AdmissionInputs
}

/** The roles of the collaborator-permission endpoint, weakest first. */
export const MIN_PERMISSIONS = ['read', 'triage', 'write', 'maintain', 'admin'] as const

export interface AdmissionInputs {
  /** `command`: the comment command, matched case-insensitively at the start of a comment. */
  command: string
  allowEditedComments: boolean
  minPermission: (typeof MIN_PERMISSIONS)[number]
  /** Allowed whatever their permission (`*`: everyone). */
  allowedUsers: string[]
  /** Bots are refused unless listed (`*`: every bot). */
  allowedBots: string[]
  /** Pull requests by these authors are the agent's own: skipped. */
  agentAuthors: string[]
  /** A pull request whose changed files all match one of these globs is skipped. */
  skipPaths: string[]
  /** The final result is also a reply that mentions who asked. */
  replyWhenDone: boolean
}
