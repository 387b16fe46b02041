// The words every mode's inputs share: the common inputs, and how a mode that starts something waits.
// Each mode's own input types live in its folder (modes/<mode>/input-types.ts).

export const FAIL_ON_VALUES = ['failed', 'archived', 'no-pr', 'timeout'] as const
export type FailOn = (typeof FAIL_ON_VALUES)[number]

export interface CommonInputs {
  apiKey: string
  projectId: string
  baseUrl: string
  timeoutMs: number
}

/** How a mode that starts something waits for it: `wait`, `poll-interval-seconds`, `fail-on`. */
export interface WaitInputs {
  wait: boolean
  pollIntervalMs: number
  failOn: ReadonlySet<FailOn>
}
