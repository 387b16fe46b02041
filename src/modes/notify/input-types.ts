import type { CommonInputs } from '../../kernel/inputs/types.js'

// Notify mode's typed inputs.

/** A repository as `owner/name`, split. */
export interface RepositoryName {
  owner: string
  name: string
}

export interface NotifyInputs extends CommonInputs {
  mode: 'notify'
  /** `repositories`: the code repositories to send the dispatch to, each once, in the order given. */
  repositories: RepositoryName[]
  /** `event-type`: the dispatch's `event_type`, which the code repository's workflow lists. */
  eventType: string
  /** `agent-authors`: the logins (lower-cased) whose pull requests are announced. */
  agentAuthors: string[]
  /** `dispatch-token`: a token that may send a dispatch to each repository. */
  dispatchToken: string
}
