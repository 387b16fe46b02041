import { isApiError, type ApiError } from './api/errors.js'

// Turns API failures into messages that say what to check, in terms of the action's inputs.
// Used by both modes; the API client itself stays free of action vocabulary.

export type Operation = 'create' | 'follow-up' | 'get' | 'views'

const WHAT: Record<Operation, string> = {
  create: 'Creating the agent job',
  'follow-up': 'Sending the follow-up message',
  get: 'Reading the agent job',
  views: 'Reading page views'
}

function hint(error: ApiError, operation: Operation): string {
  switch (error.status) {
    case 400:
      return operation === 'views'
        ? 'Check `date-from`, `date-to` and `page-size`.'
        : 'Check `prompt` (it must not be empty).'
    case 401:
      return 'The API key was refused: check that `api-key` holds a current admin key (mint_…), not an expired or revoked one.'
    case 403:
      return operation === 'get' || operation === 'views'
        ? 'The key lacks the `read` scope, or it has an IP allowlist that excludes this runner.'
        : 'The key lacks the `write` scope (read-only key?), or it has an IP allowlist that excludes this runner.'
    case 404:
      return operation === 'create' || operation === 'views'
        ? 'Check `project-id` (from the API keys page of the dashboard).'
        : 'Check `project-id` and `job-id`: the job must belong to that project.'
    case 429:
      return operation === 'views'
        ? 'The analytics rate limit was reached (100 requests per organization per hour, shared by all analytics endpoints). Try again later.'
        : 'The agent rate limit was reached (100 creates and follow-ups per project per hour). Try again later.'
    default:
      return ''
  }
}

export function describeApiFailure(error: unknown, operation: Operation): string {
  if (!isApiError(error))
    return `${WHAT[operation]} failed: ${error instanceof Error ? error.message : String(error)}`
  const parts = [`${WHAT[operation]} failed: ${error.message}.`]
  const extra = hint(error, operation)
  if (extra) parts.push(extra)
  if (error.kind === 'contract')
    parts.push('The API answered with data this action does not understand; retrying will not help.')
  if ((operation === 'create' || operation === 'follow-up') && error.mayHaveReachedServer) {
    parts.push(
      operation === 'create'
        ? 'The request may have reached the service, so it was not sent again: a repeat could start a second agent. Check the project’s agent jobs in the dashboard before re-running; to wait for a job that was created, run again with its `job-id` and no `prompt`.'
        : 'The message may have been delivered, so it was not sent again. Check the job in the dashboard; to wait for it, run again with `job-id` and no `prompt`.'
    )
  }
  return parts.join(' ')
}
