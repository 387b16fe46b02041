import { z } from 'zod'
import { isPlausibleId, redact } from '../shared/outside.js'

// Response schemas. The official AgentJob schema marks no field required and the service may add
// fields, so everything but `id` and `status` is optional and unknown keys are dropped (zod's default).
// A missing `id` or an unknown `status` is a broken contract, which retrying cannot fix.

export const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const
export const TERMINAL_STATUSES: ReadonlySet<JobStatus> = new Set(['completed', 'archived', 'failed'])

export type JobStatus = (typeof JOB_STATUSES)[number]

const nullableString = z.string().nullish()

/**
 * A job id is sent back in URLs, logged, set as an output and written into comments: it must be a
 * plausible id (printable, no whitespace, bounded) and must not hold any piece of the API key.
 */
export const jobIdSchema = z
  .string()
  .refine(id => isPlausibleId(id), 'not a plausible id (printable, no whitespace, at most 128 characters)')
  .refine(id => redact(id) === id, 'holds part of the API key')

export const agentJobSchema = z.object({
  id: jobIdSchema,
  status: z.enum(JOB_STATUSES),
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
