import type { ServerResponse } from 'node:http'
import type { GitHubApi, GitHubRoute } from './types.js'

// Seeded fault injection for the GitHub stand-in: a chosen share of its writes (or of the routes
// named) answered as GitHub and its proxies do under load, before the write is carried out: 502 from
// a proxy, a secondary rate limit (403 with `retry-after`, without it, or with
// `x-ratelimit-remaining: 0`), 429, and 404. The same seed gives the same faults for the same requests.

export type RandomFaultKind = '502' | '403-retry-after' | '403-secondary' | '403-reset' | '429' | '404'

export interface RandomFaultPlan {
  seed: number
  /** The share of matching requests answered with a fault, 0 to 1. */
  share: number
  /** Drawn from evenly. */
  kinds: RandomFaultKind[]
  /** Routes it applies to; every write (POST, PATCH, PUT, DELETE) when omitted. */
  routes?: GitHubRoute[]
  /** Stops after this many faults; never when omitted. */
  times?: number
  /** `retry-after` (and the reset's distance) in seconds; 1 by default. */
  waitSeconds?: number
}

export interface InjectedFault {
  method: string
  route: GitHubRoute
  kind: RandomFaultKind
}

interface Injector {
  plan: RandomFaultPlan
  next: () => number
  injected: InjectedFault[]
}

/** By the stand-in's URL: tests hold the stand-in through a proxy, the server holds itself. */
const injectors = new Map<string, Injector>()

/** mulberry32: a small seeded generator, uniform on [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Starts (or with undefined, stops) injecting faults into `api`'s answers; returns what it injected. */
export function setRandomFaults(api: GitHubApi, plan: RandomFaultPlan | undefined): InjectedFault[] {
  if (!plan) {
    injectors.delete(api.url)
    return []
  }
  const injector: Injector = { plan, next: seeded(plan.seed), injected: [] }
  injectors.set(api.url, injector)
  return injector.injected
}

const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.'
const DOCS = 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api'

/** Answers the request with a fault when the plan draws one; true when it did. */
export function injectRandomFault(
  api: GitHubApi,
  method: string,
  route: GitHubRoute,
  res: ServerResponse
): boolean {
  const injector = injectors.get(api.url)
  if (!injector) return false
  const { plan } = injector
  const matches = plan.routes ? plan.routes.includes(route) : method !== 'GET'
  if (plan.times !== undefined && injector.injected.length >= plan.times) return false
  if (!matches || injector.next() >= plan.share) return false
  const kind = plan.kinds[Math.floor(injector.next() * plan.kinds.length)] ?? '502'
  injector.injected.push({ method, route, kind })
  const wait = String(plan.waitSeconds ?? 1)
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(JSON.stringify(body))
  }
  const limited = { message: SECONDARY_MESSAGE, documentation_url: DOCS }
  switch (kind) {
    case '502':
      res.writeHead(502, { 'content-type': 'text/html' })
      res.end('<html><head><title>502 Bad Gateway</title></head><body>502 Bad Gateway</body></html>')
      break
    case '403-retry-after':
      json(403, limited, { 'retry-after': wait })
      break
    case '403-secondary':
      json(403, limited)
      break
    case '403-reset': {
      const reset = String(Math.ceil(Date.now() / 1000) + Number(wait))
      json(
        403,
        { message: 'API rate limit exceeded for installation.', documentation_url: DOCS },
        {
          'x-ratelimit-limit': '1000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': reset
        }
      )
      break
    }
    case '429':
      json(429, limited, { 'retry-after': wait })
      break
    case '404':
      json(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' })
      break
  }
  return true
}
