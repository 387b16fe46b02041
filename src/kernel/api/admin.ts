import { z } from 'zod'
import { forLog, httpsUrl, isPlausibleId, redact } from '../safe-text.js'
import { API_RETRY_BASE_MS, PREVIEW_WINDOW_MS, TRIGGER_WINDOW_MS } from '../time/limits.js'
import {
  automationTriggerSchema,
  deploymentStatusSchema,
  deploymentTriggerSchema,
  previewTriggerSchema,
  type AutomationTrigger,
  type DeploymentStatus,
  type DeploymentTrigger,
  type PreviewTrigger
} from './admin-schemas.js'
import { excerpt } from './body.js'
import type { CallOptions, DocsApiClient } from './client.js'
import { ApiError, shownPath } from './errors.js'
import type { RetryPolicyOptions } from './retry-policy.js'

// The deployment, preview and automation endpoints, on top of the client's one request path (its
// retries, limits and errors). Like the client, this knows nothing of GitHub Actions.
//
// A trigger is a POST without an idempotency key: the client's retry policy repeats it only when the
// service certainly did not act on it (429, a connection never made). The policies below only give a
// refused trigger room to wait out the documented windows when no Retry-After says how long.

/** 10 per 10 s, shared by deployments and automations: waits of 1, 2, 4, 8, 10, 10 s (half of it at least). */
export const TRIGGER_RETRY: RetryPolicyOptions = {
  maxRetries: 6,
  baseDelayMs: API_RETRY_BASE_MS,
  maxDelayMs: TRIGGER_WINDOW_MS
}
/** 5 previews per minute: waits that grow to a minute, at least a minute in all. */
export const PREVIEW_RETRY: RetryPolicyOptions = {
  maxRetries: 7,
  baseDelayMs: API_RETRY_BASE_MS,
  maxDelayMs: PREVIEW_WINDOW_MS
}

/** The ids a trigger's answer named, kept from an answer that otherwise broke the contract. */
export interface SalvagedIds {
  statusId?: string
  previewUrl?: string
  schemaId?: string
  instanceId?: string
  jobId?: string
}

/** A 2xx to a trigger whose JSON broke the contract: what started may exist, so its ids are kept. */
export class AdminContractError extends ApiError {
  constructor(
    message: string,
    details: ConstructorParameters<typeof ApiError>[1],
    readonly ids: SalvagedIds
  ) {
    super(message, details)
    this.name = 'AdminContractError'
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The names an id may go by in an answer that drifted: as documented, snake_case, and `id` / `_id`. */
const ALIASES: Record<keyof SalvagedIds, string[]> = {
  statusId: ['statusId', 'status_id', 'id', '_id'],
  previewUrl: ['previewUrl', 'preview_url', 'url'],
  schemaId: ['schemaId', 'schema_id', 'workflowSchemaId'],
  instanceId: ['instanceId', 'instance_id'],
  jobId: ['jobId', 'job_id']
}

/**
 * The ids (and an https preview URL) an unexpected JSON answer names, at its top level or one level
 * down (`{"data": {...}}`). Only plausible ids without a piece of the key are kept.
 */
export function salvageIds(json: unknown, wanted: readonly (keyof SalvagedIds)[]): SalvagedIds {
  const objects = isObject(json) ? [json, ...Object.values(json).filter(isObject)] : []
  const found: SalvagedIds = {}
  for (const name of wanted) {
    for (const object of objects) {
      const value = ALIASES[name].map(alias => object[alias]).find(v => v !== undefined && v !== null)
      const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value
      const usable =
        name === 'previewUrl'
          ? httpsUrl(text)
          : isPlausibleId(text) && redact(text) === text
            ? text
            : undefined
      if (usable) {
        found[name] = usable
        break
      }
    }
  }
  return found
}

async function trigger<T>(
  client: DocsApiClient,
  segments: string[],
  body: unknown,
  schema: z.ZodType<T>,
  ids: (keyof SalvagedIds)[],
  call: CallOptions
): Promise<T> {
  const json = await client.request('POST', segments, body, z.unknown(), call)
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  const path = `/${segments.map(encodeURIComponent).join('/')}`
  const shown = shownPath(segments)
  const problems = parsed.error.issues.map(i => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
  const message = `POST ${shown}: response breaks the API contract (${forLog(problems)}): ${excerpt(JSON.stringify(json) ?? '')}`
  throw new AdminContractError(
    redact(message),
    { kind: 'contract', method: 'POST', path, retryable: false, mayHaveReachedServer: true },
    salvageIds(json, ids)
  )
}

/** `POST /v1/project/update/{projectId}`: deploys the project's deployment branch. */
export function triggerDeployment(
  client: DocsApiClient,
  projectId: string,
  call: CallOptions = {}
): Promise<DeploymentTrigger> {
  const segments = ['v1', 'project', 'update', projectId]
  const options = { ...call, retry: call.retry ?? TRIGGER_RETRY }
  return trigger(client, segments, undefined, deploymentTriggerSchema, ['statusId'], options)
}

/** `POST /v1/project/preview/{projectId}` with `{branch}`: creates or refreshes the branch's preview. */
export function triggerPreview(
  client: DocsApiClient,
  projectId: string,
  branch: string,
  call: CallOptions = {}
): Promise<PreviewTrigger> {
  const segments = ['v1', 'project', 'preview', projectId]
  const options = { ...call, retry: call.retry ?? PREVIEW_RETRY }
  return trigger(client, segments, { branch }, previewTriggerSchema, ['statusId', 'previewUrl'], options)
}

/** `POST /v1/workflow/{projectId}/{automationId}/trigger`: runs an automation on a custom schedule. */
export function triggerAutomation(
  client: DocsApiClient,
  projectId: string,
  automationId: string,
  call: CallOptions = {}
): Promise<AutomationTrigger> {
  const segments = ['v1', 'workflow', projectId, automationId, 'trigger']
  const options = { ...call, retry: call.retry ?? TRIGGER_RETRY }
  const ids: (keyof SalvagedIds)[] = ['schemaId', 'instanceId', 'jobId']
  return trigger(client, segments, undefined, automationTriggerSchema, ids, options)
}

/** `GET /v1/project/update-status/{statusId}`: a deployment's or a preview's status. */
export function getDeploymentStatus(
  client: DocsApiClient,
  statusId: string,
  call: CallOptions = {}
): Promise<DeploymentStatus> {
  const segments = ['v1', 'project', 'update-status', statusId]
  return client.request('GET', segments, undefined, deploymentStatusSchema, call)
}
