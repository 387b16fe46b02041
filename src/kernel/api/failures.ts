import { errorMessage } from '../error-message.js'
import { isApiError, type ApiError } from './errors.js'
import { forLog } from '../safe-text.js'

// Turns API failures into messages that say what to check, in terms of the action's inputs.
// Used by both modes; the API client itself stays free of action vocabulary.

/** An analytics read: the data it fetches, the endpoint, and whether `page-size` set its `limit`. */
export interface AnalyticsRead {
  data: string
  /** The path under `/v1/analytics/{projectId}/`: `searches`, `feedback/by-page`. */
  endpoint: string
  pageSize: boolean
}

export type Operation = 'create' | 'follow-up' | 'get' | 'views' | AnalyticsRead

const WHAT: Record<Exclude<Operation, AnalyticsRead>, string> = {
  create: 'Creating the agent job',
  'follow-up': 'Sending the follow-up message',
  get: 'Reading the agent job',
  views: 'Reading page views'
}

/** `views` is the page-views read (its `limit` is `page-size`). */
const readOf = (operation: Operation): AnalyticsRead | undefined =>
  typeof operation === 'object'
    ? operation
    : operation === 'views'
      ? { data: 'page views', endpoint: 'views', pageSize: true }
      : undefined

/** What failed. An API error's own message names the endpoint (`GET /v1/analytics/…/searches`). */
const whatOf = (operation: Operation, named = false): string => {
  const read = readOf(operation)
  if (!read) return WHAT[operation as keyof typeof WHAT]
  return named ? `Reading ${read.data}` : `Reading ${read.data} (\`/${read.endpoint}\`)`
}

/** The hints every endpoint shares: a refused key (401), a missing scope (403), an unknown id (404). */
export function accessHint(
  error: ApiError,
  /** The scope the call needs. */
  scope: 'read' | 'write',
  /** What a 404 asks to check, and what a 404 that points at the ids (not the URL) names. */
  notFound: { check: string; names: RegExp }
): string {
  switch (error.status) {
    case 401:
      return 'The API key was refused: check that `api-key` holds a current admin key (mint_…), not an expired or revoked one.'
    case 403:
      return scope === 'read'
        ? 'The key lacks the `read` scope, or it has an IP allowlist that excludes this runner.'
        : 'The key lacks the `write` scope (read-only key?), or it has an IP allowlist that excludes this runner.'
    case 404:
      // A generic "Not found" (a proxy, a wrong path prefix) points at the URL rather than the ids.
      return notFound.names.test(error.apiMessage ?? '')
        ? notFound.check
        : `${notFound.check} The answer names neither, so also check \`base-url\` (the API's root, https://api.mintlify.com).`
    default:
      return ''
  }
}

/** The 404 check of a call on the project alone. */
export const CHECK_PROJECT = 'Check `project-id` (from the API keys page of the dashboard).'

function hint(error: ApiError, operation: Operation): string {
  const read = readOf(operation)
  switch (error.status) {
    case 400:
      return read
        ? `Check \`date-from\`, \`date-to\`${read.pageSize ? ' and `page-size`' : ''}.`
        : 'Check `prompt` (it must not be empty).'
    case 429:
      return read
        ? 'The analytics rate limit was reached (100 requests per organization per hour, shared by all analytics endpoints). Try again later.'
        : 'The agent rate limit was reached (100 creates and follow-ups per project per hour). Try again later.'
    default: {
      const check =
        operation === 'create' || read
          ? CHECK_PROJECT
          : 'Check `project-id` and `job-id`: the job must belong to that project.'
      return accessHint(error, operation === 'get' || read ? 'read' : 'write', {
        check,
        names: /project|job/i
      })
    }
  }
}

/** What the caller knows of the run's time limit, to name it in the message. */
export interface FailureContext {
  /** `timeout-minutes` in ms. */
  timeoutMs?: number
  /** Epoch ms: the run's deadline. */
  deadline?: number
  now?: number
}

/** A wait as a person reads it: `45 s`, `12 min`, `3 h 20 min`, `11 d 13 h`. */
export function formatWait(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000))
  const [d, h, m] = [Math.floor(s / 86_400), Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60)]
  if (d > 0) return h ? `${d} d ${h} h` : `${d} d`
  if (h > 0) return m ? `${h} h ${m} min` : `${h} h`
  if (m > 0) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`
  return `${s} s`
}

/** When a rate limit resets: a clock time (UTC) and a duration, e.g. `2026-11-23 14:05:00 UTC, in 2 h 10 min`. */
export function describeReset(retryAfterMs: number, now = Date.now()): string {
  const at = new Date(now + retryAfterMs).toISOString().replace('T', ' ').slice(0, 19)
  return `${at} UTC, in ${formatWait(retryAfterMs)}`
}

function minutes(timeoutMs: number | undefined): string {
  return timeoutMs === undefined ? '' : ` (${Number((timeoutMs / 60_000).toFixed(3))})`
}

/**
 * What a failure says about time: the wait the service asked for (and whether it reached past the
 * run's deadline), and the run's own deadline. One copy for every mode.
 */
export function waitSentences(error: ApiError, context: FailureContext): string[] {
  const sentences: string[] = []
  const now = context.now ?? Date.now()
  if (error.retryAfterMs !== undefined) {
    const past = context.deadline !== undefined && now + error.retryAfterMs >= context.deadline
    sentences.push(
      `The service asks to wait until ${describeReset(error.retryAfterMs, now)}${past ? `, past \`timeout-minutes\`${minutes(context.timeoutMs)}, so the action stopped at once instead of waiting` : ''}.`
    )
  }
  // The client's own deadline (not a per-request timeout): name the input that set it.
  if (error.kind === 'timeout' && /deadline/.test(error.message))
    sentences.push(`No answer came before \`timeout-minutes\`${minutes(context.timeoutMs)} ran out.`)
  return sentences
}

/** What a failure message is made of, besides what every one says. */
export interface FailureWords {
  /** What failed, first in the message: `Creating the agent job`. */
  what: string
  /** What to check, for this call's failure; '' for nothing. */
  hint: string
  /** The ids a success that broke the contract still named, as a sentence; undefined for none. */
  salvaged?: string
  /** What a request that may have reached the service means for a re-run; undefined when harmless. */
  mayHaveReached?: string
}

/**
 * The one shape of an API failure's message, for every mode: what failed and why, what to check,
 * what it says about time, the ids it still named, and whether retrying can help.
 */
export function apiFailureMessage(error: ApiError, words: FailureWords, context: FailureContext): string {
  const parts = [`${words.what} failed: ${error.message}.`]
  if (words.hint) parts.push(words.hint)
  parts.push(...waitSentences(error, context))
  if (words.salvaged) parts.push(words.salvaged)
  if (error.kind === 'contract')
    parts.push('The API answered with data this action does not understand; retrying will not help.')
  if (words.mayHaveReached && error.mayHaveReachedServer) parts.push(words.mayHaveReached)
  else if (words.mayHaveReached && error.noAttemptAccepted)
    parts.push(
      'No attempt was accepted: each one was refused (429) or never reached the service, and the step stopped before the next, so nothing was started. Re-running is safe.'
    )
  return parts.join(' ')
}

const MAY_HAVE_REACHED: Partial<Record<Operation & string, string>> = {
  create:
    'The request may have reached the service, so it was not sent again: a repeat could start a second agent. Check the project’s agent jobs in the dashboard before re-running; to wait for a job that was created, run again with its `job-id` and no `prompt`.',
  'follow-up':
    'The message may have been delivered, so it was not sent again. Check the job in the dashboard; to wait for it, run again with `job-id` and no `prompt`.'
}

export function describeApiFailure(
  error: unknown,
  operation: Operation,
  context: FailureContext = {}
): string {
  if (!isApiError(error)) return `${whatOf(operation)} failed: ${forLog(errorMessage(error))}`
  return apiFailureMessage(
    error,
    {
      what: whatOf(operation, true),
      hint: hint(error, operation),
      salvaged:
        error.jobId === undefined
          ? undefined
          : `The answer was a success that named job ${forLog(error.jobId)}, so the job probably exists: it is reported as \`job-id\`; to wait for it, run again with that \`job-id\` and no \`prompt\`.`,
      mayHaveReached: typeof operation === 'string' ? MAY_HAVE_REACHED[operation] : undefined
    },
    context
  )
}
