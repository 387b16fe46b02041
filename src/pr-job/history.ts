import { z } from 'zod'
import { cut, forMarkdown, isUsableJobId } from '../kernel/safe-text.js'
import type { JobAction } from './job.js'
import { open, seal, SEALED_PATTERN, type StateOwner } from '../kernel/github/state-seal.js'

// The sticky comment is the pull request's docs state: its job, the head SHA the job last saw, and one
// history entry per run, kept in a hidden marker sealed for this repository, pull request, project and
// comment (state-seal.ts), so only what this action wrote there counts. Entries hold raw values; they
// are escaped (forMarkdown) each time the comment is rendered, never stored escaped.

export type EntryKind = 'created' | 'follow-up' | 'docs' | 'resumed' | 'checked'

export interface HistoryEntry {
  kind: EntryKind
  /** The head commit this run handled (pull request and push events). */
  sha?: string
  /** Files changed since the previous run (follow-ups), or in the pull request (new jobs). */
  files?: number
  /** `/docs` comments: who asked and what (shortened). */
  by?: string
  text?: string
  /** Why a new job was created instead of a follow-up. */
  reason?: string
  job?: string
}

export interface CommentState {
  /** The agent job this pull request has for this project. */
  job?: string
  /** The head SHA the job last saw: the base of the next follow-up's range. */
  head?: string
  entries: HistoryEntry[]
  /** The job a run left running (not waited for, timed out, cancelled): what a sweep finishes. */
  pending?: PendingJob
  /** The token of the run whose top line the comment shows: the last run that started its job. */
  writer?: string
}

/** A run's job that nobody waits for now, and the check run showing it; `token` names the run. */
export interface PendingJob {
  job: string
  action: JobAction
  token: string
  /** ISO time the run started the job. */
  since: string
  head?: string
  check?: number
  /** The workflow run that started it, for the comment's link. */
  run?: string
  /** Sweeps in a row the API answered 404 for the job, and the ISO time of the first. */
  missing?: { count: number; since: string }
  /** Sweeps in a row GitHub answered 404 for completing the check run, and the ISO time of the first. */
  checkMissing?: { count: number; since: string }
}

/** Oldest entries are dropped first beyond this; with the cuts below the comment stays far under 65,536. */
export const MAX_ENTRIES = 30
const MAX_TEXT = 80
const MAX_FIELD = 200
const SHA = /^[0-9a-f]{7,64}$/i

const STATE_MARKER = new RegExp(`<!-- docs-agent-state:(${SEALED_PATTERN}) -->`)

const field = z.string().max(MAX_FIELD).optional().catch(undefined)
const entrySchema = z.object({
  kind: z.enum(['created', 'follow-up', 'docs', 'resumed', 'checked']),
  sha: z.string().regex(SHA).optional().catch(undefined),
  files: z.number().int().min(0).optional().catch(undefined),
  by: field,
  text: field,
  reason: field,
  job: field
})
const pendingSchema = z.object({
  job: z.string().refine(isUsableJobId),
  action: z.enum(['created', 'follow-up', 'resumed', 'checked']),
  token: z.string().max(40),
  since: z.string().max(40),
  head: z.string().regex(SHA).optional().catch(undefined),
  check: z.number().int().positive().optional().catch(undefined),
  run: z.string().max(300).optional().catch(undefined),
  missing: z
    .object({ count: z.number().int().min(1).max(1000), since: z.string().max(40) })
    .optional()
    .catch(undefined),
  checkMissing: z
    .object({ count: z.number().int().min(1).max(1000), since: z.string().max(40) })
    .optional()
    .catch(undefined)
})
const stateSchema = z.object({
  pending: pendingSchema.optional().catch(undefined),
  writer: z.string().max(40).optional().catch(undefined),
  job: z.string().refine(isUsableJobId).optional().catch(undefined),
  head: z.string().regex(SHA).optional().catch(undefined),
  entries: z.array(z.unknown()).catch([])
})

/** Bounds every stored value, so the marker cannot grow without limit whatever the inputs were. */
const oneLine = (v: string | undefined) => v?.replace(/\s+/g, ' ').trim()

export function boundEntry(entry: HistoryEntry): HistoryEntry {
  const short = (v: string | undefined, max: number) => (v === undefined ? undefined : cut(v, max))
  return {
    ...entry,
    by: short(oneLine(entry.by), 60),
    text: short(oneLine(entry.text), MAX_TEXT),
    reason: short(oneLine(entry.reason), MAX_FIELD),
    job: short(entry.job, 128)
  }
}

/**
 * This run's entry merged into the comment's state as it is now: added once (a later write of the same
 * run finds it there), and the head moved only if nobody moved it since this run read it (`readHead`):
 * a run that finishes after a newer one must not take the head back.
 */
export function mergeRun(
  current: CommentState,
  mine: { entry: HistoryEntry; head?: string; job?: string },
  readHead: string | undefined
): CommentState {
  const entry = boundEntry(mine.entry)
  const fields = ['kind', 'sha', 'files', 'by', 'text', 'reason', 'job'] as const
  const same = (e: HistoryEntry) => fields.every(f => e[f] === entry[f])
  const entries = current.entries.some(same)
    ? current.entries
    : [...current.entries, entry].slice(-MAX_ENTRIES)
  const moveHead = current.head === readHead && mine.head !== undefined && SHA.test(mine.head)
  const head = moveHead ? mine.head : current.head
  return { ...current, job: mine.job ?? current.job, head, entries }
}

export function addEntry(state: CommentState, entry: HistoryEntry, head?: string): CommentState {
  const entries = [...state.entries, boundEntry(entry)].slice(-MAX_ENTRIES)
  return { ...state, head: head && SHA.test(head) ? head : state.head, entries }
}

/**
 * This run's history line, and the head the job has seen after it: pull request runs that sent the
 * job context move it; a `/docs` comment does not (it sends no range).
 */
export function runEntry(
  action: JobAction,
  jobId: string,
  run: { sha?: string; files?: number; reason?: string; comment?: { author: string; body: string } }
): { entry: HistoryEntry; head?: string; job: string } {
  const { sha, files, reason, comment } = run
  const head = comment ? undefined : sha
  switch (action) {
    case 'created':
      return { entry: { kind: 'created', job: jobId, sha, files, reason }, head, job: jobId }
    case 'follow-up':
      return comment
        ? {
            entry: { kind: 'docs', by: comment.author, text: comment.body.replace(/^\s*\/docs\b/i, '') },
            job: jobId
          }
        : { entry: { kind: 'follow-up', sha, files }, head, job: jobId }
    default:
      return { entry: { kind: action, job: jobId }, job: jobId }
  }
}

/** The hidden marker holding `state`, sealed for this owner and comment. */
export function stateMarker(state: CommentState, owner: StateOwner, commentId: number): string {
  const json = JSON.stringify({
    job: state.job,
    head: state.head,
    entries: state.entries.slice(-MAX_ENTRIES),
    ...(state.pending ? { pending: state.pending } : {}),
    ...(state.writer ? { writer: state.writer } : {})
  })
  return `<!-- docs-agent-state:${seal(owner, { kind: 'state', commentId }, json)} -->`
}

/** What a comment's state marker holds for this owner (see readState). */
export type ReadState =
  /** Sealed for this owner and comment; `previousKey` when `previous-api-key` opened it. */
  | { state: CommentState; previousKey: boolean }
  /** Sealed for this pull request, project and comment with a key this run does not hold (or edited). */
  | { otherKey: true }
  | undefined

/**
 * The state in comment `commentId`'s body, when this action sealed it there for this owner; undefined
 * when there is none, it does not verify (a copy, another pull request or project) or it is unreadable.
 */
export function readState(body: string, owner: StateOwner, commentId: number): ReadState {
  const match = STATE_MARKER.exec(body)
  const opened = match ? open(owner, { kind: 'state', commentId }, match[1] as string) : undefined
  if (opened === undefined || 'otherKey' in opened) return opened
  let raw: unknown
  try {
    raw = JSON.parse(opened.json)
  } catch {
    return undefined
  }
  const parsed = stateSchema.safeParse(raw)
  if (!parsed.success) return undefined
  const entries = parsed.data.entries.flatMap(e => {
    const one = entrySchema.safeParse(e)
    return one.success ? [boundEntry(one.data)] : []
  })
  const { job, head, pending, writer } = parsed.data
  const state = {
    job,
    head,
    entries: entries.slice(-MAX_ENTRIES),
    ...(pending ? { pending } : {}),
    ...(writer ? { writer } : {})
  }
  return { state, previousKey: opened.key > 0 }
}

/** The verified state alone (readState). */
export function parseState(body: string, owner: StateOwner, commentId: number): CommentState | undefined {
  const read = readState(body, owner, commentId)
  return read && 'state' in read ? read.state : undefined
}

const short = (sha: string | undefined) => (sha ? `<code>${forMarkdown(sha.slice(0, 7))}</code>` : '')
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** One Markdown line per entry; every stored value passes forMarkdown. */
export function renderEntry(entry: HistoryEntry): string {
  const job = entry.job ? ` job <code>${forMarkdown(entry.job, 128)}</code>` : ''
  const files = entry.files !== undefined ? ` (${plural(entry.files, 'file')})` : ''
  const sha = entry.sha ? ` for ${short(entry.sha)}` : ''
  const reason = entry.reason ? `: ${forMarkdown(entry.reason)}` : ''
  switch (entry.kind) {
    case 'created':
      return `created${job}${sha}${files}${reason}`
    case 'follow-up':
      return `follow-up${sha}${files}`
    case 'docs': {
      const by = entry.by ? ` from &#64;${forMarkdown(entry.by, 60)}` : ''
      const text = entry.text ? `: &quot;${forMarkdown(entry.text, MAX_TEXT)}&quot;` : ''
      return `/docs${by}${text}`
    }
    case 'resumed':
      return `waited for${job || ' the job'}`
    case 'checked':
      return `checked${job || ' the job'}`
  }
}

export function renderHistory(state: CommentState): string[] {
  if (state.entries.length === 0) return []
  return [
    '<details open><summary>History (oldest first)</summary>',
    '',
    ...state.entries.map(e => `- ${renderEntry(e)}`),
    '',
    '</details>'
  ]
}
