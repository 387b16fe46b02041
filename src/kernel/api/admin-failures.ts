import { AdminContractError } from './admin.js'
import { isApiError, type ApiError } from './errors.js'
import { accessHint, apiFailureMessage, CHECK_PROJECT, type FailureContext } from './failures.js'
import { errorMessage } from '../error-message.js'
import { forLog } from '../safe-text.js'

// API failures of the admin endpoints that start something on the docs platform (admin.ts: a
// deployment, a preview, an automation run) and of the deployment status read, as messages that say
// what to check in terms of the action's inputs: what only these endpoints say. The message's shape
// and the hints every endpoint shares are failures.ts'.

export type AdminOperation = 'deploy' | 'preview' | 'automation' | 'status'

const WHAT: Record<AdminOperation, string> = {
  deploy: 'Triggering the deployment',
  preview: 'Creating the preview deployment',
  automation: 'Triggering the automation',
  status: 'Reading the deployment status'
}

/**
 * Which of the documented 400 cases of an automation trigger the API's answer names: a malformed id,
 * an inactive automation, or one not on a custom schedule. The wording of the real service is not
 * documented, so an answer that names none of them gets all three.
 */
export function automationRefusal(apiMessage: string | undefined): string {
  const text = apiMessage ?? ''
  if (/malformed|invalid|format|hex|objectid|cast/i.test(text))
    return 'The automation id is malformed: check `automation-id` (copy it from the automation’s page in the dashboard).'
  if (/inactive|not active|disabled|paused|turned off/i.test(text))
    return 'The automation that `automation-id` names is not active: turn it on in the dashboard, then run again.'
  if (/schedule|custom/i.test(text))
    return 'The automation that `automation-id` names is not on a custom schedule, and only those can be triggered through the API: give it one in the dashboard, or name another.'
  return 'The API refuses a trigger when the id is malformed, the automation is inactive, or it is not on a custom schedule: check `automation-id` and the automation in the dashboard.'
}

/** The hints of these endpoints; the ones every endpoint shares come from the kernel (accessHint). */
function hint(error: ApiError, operation: AdminOperation): string {
  const message = error.apiMessage ?? ''
  switch (error.status) {
    case 400:
      if (operation === 'automation') return automationRefusal(error.apiMessage)
      return operation === 'preview'
        ? 'The API refused the branch: check `branch` (it must name a branch of the docs repository).'
        : ''
    case 403:
      if (operation === 'preview' && !/scope|allowlist|ip\b|address|read-only/i.test(message))
        return "The organization's plan has no preview deployments: the API answers 403 for that. If the plan does include them, check that the key has the `write` scope and no IP allowlist that excludes this runner."
      break
    case 404:
      if (operation === 'status')
        return 'The API no longer knows this deployment status id; the deployment itself may have gone on: see the dashboard.'
      break
    case 429:
      return operation === 'preview'
        ? 'The preview rate limit was reached (5 preview deployments per minute per organization), and it did not free up in time. Try again later.'
        : 'The trigger rate limit was reached (10 requests per 10 s per organization, shared by deployments and automations), and it did not free up in time. Try again later.'
  }
  const check =
    operation === 'automation'
      ? 'Check `automation-id` (from the automation’s page in the dashboard) and `project-id`.'
      : CHECK_PROJECT
  return accessHint(error, operation === 'status' ? 'read' : 'write', {
    check,
    names: /project|automation|workflow/i
  })
}

/** What a trigger that may have reached the service means for a re-run. */
const MAY_HAVE_STARTED: Record<AdminOperation, string> = {
  deploy:
    'The request may have reached the service, so it was not sent again: the deployment may have started. Check the deployments in the dashboard before re-running.',
  preview:
    'The request may have reached the service, so it was not sent again: the preview may be building. Re-running is safe: a preview of the same branch is redeployed.',
  automation:
    'The request may have reached the service, so it was not sent again: a repeat could start a second run, which uses the organization’s credits. Check the automation’s runs in the dashboard before re-running.',
  status: ''
}

export function describeAdminFailure(
  error: unknown,
  operation: AdminOperation,
  context: FailureContext = {}
): string {
  if (!isApiError(error)) return `${WHAT[operation]} failed: ${forLog(errorMessage(error))}`
  const ids = error instanceof AdminContractError ? error.ids : {}
  const named = Object.entries(ids).map(([name, id]) => `${name} ${forLog(id, 200)}`)
  const salvaged =
    named.length === 0
      ? undefined
      : `The answer was a success that named ${named.join(', ')}, so the ${operation === 'automation' ? 'run' : 'deployment'} probably started: ${named.length === 1 ? 'it is' : 'they are'} reported in the outputs.`
  return apiFailureMessage(
    error,
    {
      what: WHAT[operation],
      hint: hint(error, operation),
      salvaged,
      mayHaveReached: MAY_HAVE_STARTED[operation]
    },
    context
  )
}
