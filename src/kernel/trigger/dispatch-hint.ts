import { z } from 'zod'
import { isUsableJobId } from '../safe-text.js'

// What a dispatch (`repository_dispatch`'s client_payload, `workflow_dispatch`'s inputs) says about
// where to look first: a pull request of this repository, a job, the docs pull request that opened.
// Anyone who may dispatch writes this payload, so it is only ever a hint for the order of reads: every
// value is checked here against a narrow shape (numbers, an owner/name, an https URL of bounded
// length, a job id), and anything else is dropped and named (by its key, never by its value).

export interface DocsPullRequestHint {
  /** `owner/name` of the docs repository. */
  repository?: string
  number?: number
  url?: string
  headRef?: string
}

export interface DispatchHint {
  /** A pull request of this repository. */
  pullRequest?: number
  jobId?: string
  docsPullRequest?: DocsPullRequestHint
}

export interface DispatchFacts {
  /** `repository_dispatch`'s event type (`docs-agent-pr`); '' for `workflow_dispatch` or one unusable. */
  eventType: string
  hint: DispatchHint
  /** The payload's keys that held something unusable, by name: the sweep says them in one debug line. */
  ignored: string[]
}

const MAX_NUMBER = 2_147_483_647
const REPOSITORY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,38}\/[A-Za-z0-9_.-]{1,100}$/
const EVENT_TYPE = /^[A-Za-z0-9_.:-]{1,100}$/
const REF = /^[\x21-\x7e]{1,255}$/
const PULL_URL =
  /^https:\/\/[A-Za-z0-9.-]{1,253}(?::\d{1,5})?\/([^/?#]{1,39})\/([^/?#]{1,100})\/pull\/(\d{1,10})\/?$/

/** A positive whole number, given as a number or as digits (workflow_dispatch's inputs are strings). */
const countOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_NUMBER ? n : undefined
}

/** A pull request's web address: its repository and number, from a bounded printable https URL. */
function pullUrl(value: unknown): { url: string; repository: string; number: number } | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined
  const match = PULL_URL.exec(value)
  const number = countOf(match?.[3])
  const repository = match ? `${match[1]}/${match[2]}` : ''
  return match && number && REPOSITORY.test(repository) ? { url: value, repository, number } : undefined
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const sameRepository = (value: unknown, self: string): boolean =>
  typeof value === 'string' && REPOSITORY.test(value) && value.toLowerCase() === self.toLowerCase()

// Each key is read on its own and never fails the rest: what is not an object reads as an empty one.
const keysSchema = z.record(z.string(), z.unknown()).catch({})

/** The docs pull request: an object of the notifier's keys, or (from `workflow_dispatch`) its URL. */
function docsPullRequestOf(value: unknown): DocsPullRequestHint | undefined {
  const fromUrl = pullUrl(value)
  if (fromUrl) return { repository: fromUrl.repository, number: fromUrl.number, url: fromUrl.url }
  if (!isObject(value)) return undefined
  const raw = keysSchema.parse(value)
  const url = pullUrl(raw.url)
  const repository =
    typeof raw.repository === 'string' && REPOSITORY.test(raw.repository) ? raw.repository : undefined
  const number = countOf(raw.number)
  const headRef =
    typeof raw['head-ref'] === 'string' && REF.test(raw['head-ref']) ? raw['head-ref'] : undefined
  const hint: DocsPullRequestHint = {
    ...(repository ? { repository } : {}),
    ...(number ? { number } : {}),
    ...(url ? { url: url.url } : {}),
    ...(headRef ? { headRef } : {})
  }
  return Object.keys(hint).length > 0 ? hint : undefined
}

/** A pull request of `self` (`owner/name`): a number, digits, or its URL (another repository's is dropped). */
function pullRequestOf(value: unknown, self: string): number | undefined {
  const url = pullUrl(value)
  if (url) return sameRepository(url.repository, self) ? url.number : undefined
  return countOf(value)
}

/**
 * The hint of a dispatch event's payload; undefined for any other event. `self` is this repository's
 * `owner/name`: a payload that names another code repository (`repository`) gives no hint at all.
 */
export function dispatchFacts(event: string, payload: unknown, self: string): DispatchFacts | undefined {
  if (event !== 'repository_dispatch' && event !== 'workflow_dispatch') return undefined
  const top = keysSchema.parse(payload)
  const action = top.action
  const eventType =
    event === 'repository_dispatch' && typeof action === 'string' && EVENT_TYPE.test(action) ? action : ''
  const where = event === 'repository_dispatch' ? 'client_payload' : 'inputs'
  if (top[where] !== undefined && !isObject(top[where])) return { eventType, hint: {}, ignored: [where] }
  const raw = keysSchema.parse(top[where])
  const ignored: string[] = []
  const read = <T>(key: string, parse: (value: unknown) => T | undefined): T | undefined => {
    if (raw[key] === undefined || raw[key] === '') return undefined
    const value = parse(raw[key])
    if (value === undefined) ignored.push(key)
    return value
  }
  // A hint about another code repository's pull requests says nothing about this one's.
  if (raw.repository !== undefined && !sameRepository(raw.repository, self))
    return { eventType, hint: {}, ignored: ['repository'] }
  const pullRequest = read('pull-request', value => pullRequestOf(value, self))
  const jobId = read('job-id', value => (isUsableJobId(value) ? value : undefined))
  const docsPullRequest = read('docs-pull-request', docsPullRequestOf)
  const hint: DispatchHint = {
    ...(pullRequest ? { pullRequest } : {}),
    ...(jobId ? { jobId } : {}),
    ...(docsPullRequest ? { docsPullRequest } : {})
  }
  return { eventType, hint, ignored }
}

/** Whether a hint names anything at all. */
export const hintsAnything = (hint: DispatchHint): boolean =>
  hint.pullRequest !== undefined || hint.jobId !== undefined || hint.docsPullRequest !== undefined
