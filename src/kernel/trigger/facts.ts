import type { DispatchFacts } from './dispatch-hint.js'
import type { RawPayload, RawPullRequest, RawRelease } from './event-schema.js'
import { isPullRequest } from './questions.js'

// The Trigger's types and the facts every kind shares; index.ts decides the kind.

export interface Actor {
  login: string
  type: string
  isBot: boolean
}

export interface Repository {
  /** '' when neither GITHUB_REPOSITORY nor the payload names it. */
  owner: string
  name: string
  /** `public`, `private` or `internal`, when the payload says. */
  visibility?: string
}

/** One side of a pull request. */
export interface Side {
  /** The branch; undefined when the payload gives none. */
  ref?: string
  /** `owner:branch`, as GitHub labels it. */
  label?: string
  /** A commit SHA (40 or 64 hex); anything else is dropped. */
  sha?: string
  /** The repository's `owner/name`. */
  repo?: string
  /** Whether GitHub marks that repository as a fork. */
  fork?: boolean
}

export interface PullRequestFacts {
  number: number
  title: string
  url: string
  body: string
  state: string
  author: Actor
  head: Side
  base: Side
  /** GitHub's own count of changed files. */
  changedFiles?: number
}

export interface CommentFacts {
  /** 0 when the payload gives none. */
  id: number
  body: string
  author: Actor
  edited: boolean
  deleted: boolean
}

export interface PushFacts {
  ref: string
  /** As given (the zero SHA on a new branch). */
  before: string
  after?: string
  forced: boolean
  /** The first 20 commits the payload lists. */
  commits: { sha?: string; message: string; added: string[]; modified: string[]; removed: string[] }[]
}

export interface ReleaseFacts {
  tag: string
  name: string
  notes: string
  url: string
  publishedAt: string
  draft: boolean
}

export interface TriggerFacts {
  /** GITHUB_EVENT_NAME as given ('' when unset). */
  event: string
  /** The payload's `action` (`opened`, `created`, `edited`, …), or ''. */
  action: string
  repository: Repository
  /** Who started the run: the payload's sender, else GITHUB_ACTOR. */
  actor: Actor
  /** The pull request's head and base, on events that carry one. */
  head?: Side
  base?: Side
  /** Whether the pull request's head repository is not the base's. */
  fromFork: boolean
  /** GITHUB_SHA and GITHUB_REF. */
  sha?: string
  ref?: string
  /** GITHUB_WORKFLOW and GITHUB_JOB ('' when unset). */
  workflow: string
  job: string
  /** On `repository_dispatch` and `workflow_dispatch`: the payload's hint, checked (never trusted). */
  dispatch?: DispatchFacts
}

/** What each kind of event adds to the shared facts. */
export type KindFacts =
  | { kind: 'pull-request'; number: number; pullRequest: PullRequestFacts }
  | {
      kind: 'comment'
      number: number
      /** A comment on a line of a pull request's diff (pull_request_review_comment). */
      review: boolean
      /** Issues and pull requests share comments: false for a plain issue's. */
      onPullRequest: boolean
      /** The or pull request's state (`open`, `closed`). */
      state: string
      comment: CommentFacts
      /** Who opened the issue or pull request (the agent, on its own docs pull request). */
      openedBy: Actor
      /** On a review comment, the pull request from the payload. */
      pullRequest?: PullRequestFacts
    }
  | { kind: 'push'; push: PushFacts }
  | { kind: 'release'; release: ReleaseFacts }
  | { kind: 'schedule'; schedule: string }
  | { kind: 'manual' }
  | { kind: 'other'; problem?: string }

export type Trigger = TriggerFacts & KindFacts

export type TriggerKind = Trigger['kind']

/** A commit SHA as GitHub sends it (40 hex, or 64 for SHA-256 repositories); anything else is dropped. */
export const sha = (value: unknown): string | undefined =>
  typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value) ? value : undefined

/** GitHub Apps and other bots: `type: Bot`, or a login GitHub gives apps (`name[bot]`). */
export const isBot = (user: { login: string; type?: string }): boolean =>
  user.type === 'Bot' || /\[bot\]$/i.test(user.login)

export const actorOf = (user: { login?: string; type?: string } | undefined): Actor => {
  const login = user?.login ?? ''
  const type = user?.type ?? ''
  return { login, type, isBot: isBot({ login, type }) }
}

function sideOf(raw: RawPullRequest['head']): Side {
  return {
    ref: raw?.ref,
    label: raw?.label,
    sha: sha(raw?.sha),
    repo: raw?.repo?.full_name,
    fork: raw?.repo?.fork
  }
}

/** A head repository marked as a fork, or named otherwise than the base's. */
export const isFork = (head: Side | undefined, base: Side | undefined): boolean =>
  head?.fork === true || (head?.repo !== undefined && head.repo !== base?.repo)

/** The facts of a pull request read by pullRequestSchema (from an event or from the API). */
export function pullRequestFacts(pr: RawPullRequest): PullRequestFacts {
  return {
    number: pr.number,
    title: pr.title ?? '',
    url: pr.html_url ?? '',
    body: pr.body ?? '',
    state: pr.state ?? '',
    author: actorOf(pr.user),
    head: sideOf(pr.head),
    base: sideOf(pr.base),
    changedFiles: pr.changed_files
  }
}

export function releaseFacts(release: RawRelease): ReleaseFacts {
  return {
    tag: release.tag_name ?? '',
    name: release.name ?? '',
    notes: release.body ?? '',
    url: release.html_url ?? '',
    publishedAt: release.published_at || release.created_at || '',
    draft: release.draft === true
  }
}

export interface TriggerSource {
  /** GITHUB_EVENT_NAME. */
  eventName?: string
  /** The parsed JSON of the event file; undefined (with `unreadable`) when it could not be read. */
  payload?: unknown
  /** Why the event file could not be read. */
  unreadable?: string
  /** The runner's variables: GITHUB_REPOSITORY, GITHUB_ACTOR, GITHUB_SHA, GITHUB_REF, GITHUB_HEAD_REF, … */
  env?: NodeJS.ProcessEnv
}

export function repositoryOf(env: NodeJS.ProcessEnv, raw: RawPayload['repository']): Repository {
  const visibility =
    raw?.visibility ?? (raw?.private === undefined ? undefined : raw.private ? 'private' : 'public')
  // The runner's variable first, as @actions/github's context did; the payload's repository else.
  if (env.GITHUB_REPOSITORY) {
    const [owner = '', name = ''] = env.GITHUB_REPOSITORY.split('/')
    return { owner, name, ...(visibility ? { visibility } : {}) }
  }
  return { owner: raw?.owner?.login ?? '', name: raw?.name ?? '', ...(visibility ? { visibility } : {}) }
}

/** The facts any payload (or none) gives, before its kind is known. */
export function factsOf(event: string, env: NodeJS.ProcessEnv, raw: RawPayload | undefined): TriggerFacts {
  const pr = raw?.pull_request
  const onPullRequest = isPullRequest({ event })
  const head = pr || onPullRequest ? sideOf(pr?.head) : undefined
  // The runner sets GITHUB_HEAD_REF on pull request events; it stands in for a payload without one.
  if (head && head.ref === undefined && onPullRequest) head.ref = env.GITHUB_HEAD_REF
  const base = pr ? sideOf(pr.base) : undefined
  return {
    event,
    action: raw?.action ?? '',
    repository: repositoryOf(env, raw?.repository),
    actor: actorOf(raw?.sender ?? (env.GITHUB_ACTOR ? { login: env.GITHUB_ACTOR } : undefined)),
    ...(head ? { head } : {}),
    ...(base ? { base } : {}),
    fromFork: pr ? isFork(head, base) : false,
    sha: env.GITHUB_SHA || undefined,
    ref: env.GITHUB_REF || undefined,
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? ''
  }
}
