import type { CallOptions, DocsApiClient } from '../kernel/api/client.js'
import type { ProgressState } from './progress.js'

// The progress line's source: the API client, watched from outside. Each analytics request attempt,
// each page's rows and each status the API answers with move the line; the modes know nothing of it.

type Update = (change: Partial<ProgressState>) => void
type Method = (...args: unknown[]) => Promise<unknown>

/** Rows in a page: the length of each list in the answer (`views`, `searches`, `feedback`, ...). */
const rowsIn = (answer: unknown): number =>
  answer && typeof answer === 'object'
    ? Object.values(answer).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0)
    : 0

/** The status and id of an answer that has them (a job, a deployment, an automation run). */
function statusOf(answer: unknown): Partial<ProgressState> {
  if (!answer || typeof answer !== 'object') return {}
  const { status, id } = answer as { status?: unknown; id?: unknown }
  return {
    ...(typeof status === 'string' ? { status } : {}),
    ...(typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : {})
  }
}

/** `client`, reporting what it does to `update`. */
export function watchedClient(client: DocsApiClient, update: Update, state: ProgressState): DocsApiClient {
  const analytics =
    (method: Method) =>
    async (...args: unknown[]) => {
      const endpoint = args[1] as string[]
      const call = (args[4] as CallOptions | undefined) ?? {}
      update({ dataset: endpoint.join('/') })
      const counted: CallOptions = {
        ...call,
        onAttempt: () => {
          update({ requests: state.requests + 1 })
          call.onAttempt?.()
        }
      }
      const answer = await method(...args.slice(0, 4), counted)
      update({ rows: (state.rows ?? 0) + rowsIn(answer) })
      return answer
    }
  const statuses =
    (method: Method) =>
    async (...args: unknown[]) => {
      const answer = await method(...args)
      update(statusOf(answer))
      return answer
    }
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      const method = (value as Method).bind(target)
      if (property === 'getAnalytics') return analytics(method)
      if (['createJob', 'sendMessage', 'getJob', 'request'].includes(String(property)))
        return statuses(method)
      return method
    }
  })
}
