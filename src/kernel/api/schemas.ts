import { z } from 'zod'
import { isUsableJobId, redact } from '../safe-text.js'

/** A status longer than this is not a status; it is refused as a broken contract. */
const MAX_STATUS_CHARS = 64

// Response schemas. The official AgentJob schema marks no field required and the service may add
// fields, so everything but `id` and `status` is optional and unknown keys are dropped (zod's default).
// A missing `id` or `status` is a broken contract, which retrying cannot fix. A status the action does
// not know (one the service added) is taken as still running: the job is waited for until a known
// terminal status or the timeout.

export const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['completed', 'archived', 'failed'])

export type JobStatus = (typeof JOB_STATUSES)[number]

/** Whether the action knows this status; an unknown one counts as still running. */
export function isKnownStatus(status: string): status is JobStatus {
  return (JOB_STATUSES as readonly string[]).includes(status)
}

const nullableString = z.string().nullish()

/**
 * A job id is sent back in URLs (each path segment encoded), logged, set as an output and written into
 * comments. The official schema allows any string, so any id is taken that is bounded and has no
 * control character, and that holds no piece of the API key. The `job-id` input is held to the same rule.
 */
export const jobIdSchema = z
  .string()
  .refine(id => isUsableJobId(id), 'not a usable id (1 to 128 characters, no control characters)')
  .refine(id => redact(id) === id, 'holds part of the API key')

export const agentJobSchema = z.object({
  id: jobIdSchema,
  status: z.string().min(1).max(MAX_STATUS_CHARS),
  source: z.object({ repository: nullableString, ref: nullableString }).nullish().catch(undefined),
  model: nullableString.catch(undefined),
  prLink: nullableString.catch(undefined),
  createdAt: nullableString.catch(undefined),
  archivedAt: nullableString.catch(undefined)
})

export type AgentJob = z.infer<typeof agentJobSchema>

/** Both error shapes: agent `{error}` and analytics `{error, details: [{message}]}`; neither is guaranteed. */
export const apiErrorBodySchema = z.object({
  error: z.string().optional().catch(undefined),
  details: z
    .array(z.object({ message: z.string() }).partial())
    .optional()
    .catch(undefined)
})
