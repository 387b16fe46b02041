import { z } from 'zod'
import { jobIdSchema } from './schemas.js'

// Response schemas of the deployment, preview and automation endpoints. The official schema marks no
// field required and the service may add fields: unknown keys are dropped (zod's default) and a field
// of an unexpected type is dropped too (`.catch`). Only a trigger's answer without a usable id is
// refused: the id is the one handle on what the trigger started.

export const DEPLOYMENT_STATUSES = ['queued', 'in_progress', 'success', 'failure'] as const
export type KnownDeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number]
export const DEPLOYMENT_TERMINAL: ReadonlySet<string> = new Set(['success', 'failure'])

/** An id: a string, or an integer written as one; plausible and free of the key, as job ids are. */
export const adminIdSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(jobIdSchema)
const optionalId = adminIdSchema.optional().catch(undefined)
const text = z.string().nullish().catch(undefined)
const strings = (list: unknown[]) => list.filter((item): item is string => typeof item === 'string')
/** A list of paths, or (leniently) a count of them. */
const fileList = z
  .union([z.array(z.unknown()).transform(strings), z.number().int().nonnegative()])
  .nullish()
  .catch(undefined)

export const deploymentTriggerSchema = z.object({ statusId: adminIdSchema })
export type DeploymentTrigger = z.infer<typeof deploymentTriggerSchema>

export const previewTriggerSchema = z.object({ statusId: adminIdSchema, previewUrl: text })
export type PreviewTrigger = z.infer<typeof previewTriggerSchema>

export const automationTriggerSchema = z
  .object({ schemaId: optionalId, instanceId: optionalId, jobId: optionalId })
  .refine(ids => Boolean(ids.schemaId ?? ids.instanceId ?? ids.jobId), {
    message: 'none of schemaId, instanceId, jobId is a usable id'
  })
export type AutomationTrigger = z.infer<typeof automationTriggerSchema>

export const deploymentStatusSchema = z.object({
  _id: optionalId,
  projectId: text,
  createdAt: text,
  endedAt: text,
  /** `queued`, `in_progress`, `success`, `failure`; another word is kept, and read as still running. */
  status: z.string().max(100).nullish().catch(undefined),
  summary: text,
  logs: z.array(z.unknown()).transform(strings).nullish().catch(undefined),
  subdomain: text,
  screenshot: text,
  screenshotLight: text,
  screenshotDark: text,
  author: z
    .object({
      name: text,
      avatarUrl: text,
      githubUserId: z.union([z.string(), z.number()]).nullish().catch(undefined)
    })
    .nullish()
    .catch(undefined),
  commit: z
    .object({
      sha: text,
      ref: text,
      message: text,
      filesChanged: z
        .object({ added: fileList, modified: fileList, removed: fileList })
        .nullish()
        .catch(undefined)
    })
    .nullish()
    .catch(undefined),
  source: text
})
export type DeploymentStatus = z.infer<typeof deploymentStatusSchema>

export function isDeploymentTerminal(status: DeploymentStatus): boolean {
  return DEPLOYMENT_TERMINAL.has(status.status ?? '')
}

export function isKnownDeploymentStatus(word: string | null | undefined): word is KnownDeploymentStatus {
  return (DEPLOYMENT_STATUSES as readonly string[]).includes(word ?? '')
}
