import { forMarkdown as escapeText, markdownLink as linkOrText } from '../outside.js'
import { readState, renderHistory, stateMarker, type CommentState } from './history.js'
import type { JobAction, JobReport } from './seam.js'
import type { StateOwner } from './state-seal.js'

// The sticky comment: its hidden markers, its body, and finding it again among a PR's comments.
// One comment per pull request and project, whichever workflow of this action wrote it first: found by
// `<!-- docs-agent-action:{workflow}:{job} -->` (the workflow job that posted it) and a state sealed
// for the project (state-seal.ts), whose job every workflow follows. `<!-- docs-agent-job:{jobId} -->` is for people and searches only: nothing trusts it.
// Everything from the API, the prompt or the environment is escaped: the body renders as Markdown
// with inline HTML.

export interface CommentKey {
  workflow: string
  job: string
}

export interface IssueComment {
  id: number
  body: string
  url: string
  updatedAt: string
  /** Who wrote it: markers count only in comments by the identity this action writes as. */
  author: CommentAuthor
}

export interface CommentAuthor {
  login: string
  type: string
  id?: number
}

/** The author of comments written with the default `GITHUB_TOKEN`. */
export const ACTIONS_BOT: CommentAuthor = { login: 'github-actions[bot]', type: 'Bot', id: 41898282 }

/** Whether `author` is `identity` (by login and type; by id as well when both carry one). */
export function sameAuthor(author: CommentAuthor, identity: CommentAuthor): boolean {
  if (author.login !== identity.login || author.type !== identity.type) return false
  return author.id === undefined || identity.id === undefined || author.id === identity.id
}

export interface MarkedComment extends IssueComment {
  key: CommentKey
}

/** A comment of this action whose state verifies for this repository, pull request and project. */
export interface OwnComment extends MarkedComment {
  state: CommentState
  /** Sealed with `previous-api-key`: the next write seals it with `api-key`. */
  previousKey?: boolean
}

const KEY_MARKER = /<!-- docs-agent-action:([^\s:]+):([^\s:]+) -->/

/**
 * Names go into an HTML comment, separated by `:`. Percent-encoding keeps `:`, `>` and spaces out;
 * `--` cannot appear inside an HTML comment, so its second dash is encoded as well.
 */
export function encodeMarkerPart(value: string): string {
  // encodeURIComponent throws on a lone surrogate; those cannot name anything anyway.
  const wellFormed = value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD'
  )
  return encodeURIComponent(wellFormed).replace(/-(?=-)/g, '%2D')
}

function decodeMarkerPart(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

export function keyMarker(key: CommentKey): string {
  return `<!-- docs-agent-action:${encodeMarkerPart(key.workflow)}:${encodeMarkerPart(key.job)} -->`
}

export function jobMarker(jobId: string): string {
  return `<!-- docs-agent-job:${encodeMarkerPart(jobId)} -->`
}

/** The key marker of a comment body, or undefined when it is not this action's comment. */
export function parseMarkers(body: string): { key: CommentKey } | undefined {
  const key = KEY_MARKER.exec(body)
  if (!key) return undefined
  const workflow = decodeMarkerPart(key[1] as string)
  const job = decodeMarkerPart(key[2] as string)
  if (workflow === undefined || job === undefined) return undefined
  return { key: { workflow, job } }
}

/** Comments carrying this action's markers, whoever wrote them (the caller then checks the author). */
export function withMarkers(comments: IssueComment[]): MarkedComment[] {
  return comments.flatMap(c => {
    const markers = parseMarkers(c.body)
    return markers ? [{ ...c, ...markers }] : []
  })
}

/**
 * Anyone (a person, another bot quoting a person) can write a marker into a comment: only comments
 * whose author is one of `identities` (this action's) count.
 */
export function markedComments(comments: IssueComment[], identities: CommentAuthor[]): MarkedComment[] {
  return withMarkers(comments).filter(c => identities.some(id => sameAuthor(c.author, id)))
}

/**
 * The comments whose state this action sealed for `owner` in them: written by one of `identities` and
 * verified, so a quote of this action's comment (in another comment, pull request or project) is not one.
 */
export function ownComments(
  comments: IssueComment[],
  identities: CommentAuthor[],
  owner: StateOwner
): OwnComment[] {
  return markedComments(comments, identities).flatMap(c => {
    const read = readState(c.body, owner, c.id)
    if (!read || !('state' in read)) return []
    return [{ ...c, state: read.state, ...(read.previousKey ? { previousKey: true } : {}) }]
  })
}

/**
 * Comments of this action whose state was sealed for this pull request, project and comment with a key
 * this run does not hold: the state of a rotated `api-key` (or one edited by hand).
 */
export function otherKeyComments(
  comments: IssueComment[],
  identities: CommentAuthor[],
  owner: StateOwner
): MarkedComment[] {
  return markedComments(comments, identities).filter(c => {
    const read = readState(c.body, owner, c.id)
    return read !== undefined && 'otherKey' in read
  })
}

/**
 * The pull request's comment for this project: the oldest of this action's comments that names a job,
 * whichever workflow wrote it, so every workflow (pull request or `/docs`) follows the same job.
 */
export function pullRequestComment(own: OwnComment[]): OwnComment | undefined {
  return own.filter(c => c.state.job !== undefined).sort((a, b) => a.id - b.id)[0]
}

/** Lenient reading of GitHub's issue comment JSON. */
export function issueComment(raw: unknown): IssueComment | undefined {
  const c = (raw ?? {}) as Record<string, unknown>
  if (typeof c.id !== 'number') return undefined
  const user = (c.user ?? {}) as Record<string, unknown>
  return {
    id: c.id,
    body: typeof c.body === 'string' ? c.body : '',
    url: typeof c.html_url === 'string' ? c.html_url : '',
    updatedAt: typeof c.updated_at === 'string' ? c.updated_at : '',
    author: commentAuthor(user) ?? { login: '', type: '' }
  }
}

/** A GitHub user object (comment author, `GET /user`), leniently. */
export function commentAuthor(raw: unknown): CommentAuthor | undefined {
  const user = (raw ?? {}) as Record<string, unknown>
  if (typeof user.login !== 'string' || !user.login) return undefined
  return {
    login: user.login,
    type: typeof user.type === 'string' ? user.type : '',
    id: typeof user.id === 'number' ? user.id : undefined
  }
}

const STARTED: Record<JobAction, string> = {
  created: 'Job created',
  'follow-up': 'Follow-up sent to the job',
  resumed: 'Waiting for the job',
  checked: 'Checking the job'
}

export interface CommentContent {
  key: CommentKey
  jobId: string
  action: JobAction
  runUrl?: string
  /** Undefined while the job runs. */
  finished?: { report: JobReport; error?: string }
  /** The pull request's docs history (kept in a hidden marker, rendered below the current state). */
  state?: CommentState
  /** Seals the state for this comment; without it (a comment not created yet) no state is written. */
  seal?: { owner: StateOwner; commentId: number }
  /** Why this run created a new job rather than following up (archived, failed, unknown job). */
  notice?: string
}

function finishedLine(report: JobReport, error?: string): string {
  const { job } = report
  const status = job?.status ? `<code>${escapeText(job.status)}</code>` : 'unknown'
  if (error) return `⚠️ **Error:** ${escapeText(error)} (last status: ${status})`
  switch (report.outcome) {
    case 'cancelled':
      return `⏹️ The workflow was cancelled while waiting (last status: ${status}). The job keeps running on the service.`
    case 'timeout':
      return `⏱️ Stopped waiting at \`timeout-minutes\` (last status: ${status}). The job keeps running on the service.`
    case 'not-waited':
      return `▶️ Status: ${status} (not waiting for the job: \`wait: false\`).`
    case 'closed':
      return `⏹️ The pull request was closed while the job ran (last status: ${status}); this comment no longer follows it. The job keeps running on the service.`
    case 'terminal':
      break
  }
  const icon = job?.status === 'completed' ? '✅' : job?.status === 'failed' ? '❌' : '🗄️'
  // No prLink says only that no pull request was opened: the agent may have pushed to the branch itself.
  const outcome = job?.prLink
    ? `pull request: ${linkOrText(job.prLink)}`
    : job?.status === 'completed'
      ? 'the job completed and opened no pull request'
      : 'no pull request'
  return `${icon} Finished: ${status}, ${outcome}.`
}

/** A pull request's comment before its first job exists: the claim (claim.ts), or why no job came of it. */
export function renderClaimBody(
  key: CommentKey,
  runUrl: string | undefined,
  claim: string | { error: string }
): string {
  const run = runUrl ? ` · ${linkOrText(runUrl, 'workflow run')}` : ''
  const line =
    typeof claim === 'string'
      ? '⏳ Starting the docs agent for this pull request. This comment updates when the job exists.'
      : `⚠️ **No job was created:** ${escapeText(claim.error)}`
  const markers = typeof claim === 'string' ? [keyMarker(key), claim] : [keyMarker(key)]
  return [...markers, `**Docs agent**${run}`, '', line, ''].join('\n')
}

/** GitHub refuses a comment over 65,536 characters; the history gives way (oldest lines first). */
export const MAX_COMMENT_CHARS = 60_000

export function renderCommentBody(content: CommentContent): string {
  let body = renderOnce(content)
  let state = content.state
  while (body.length > MAX_COMMENT_CHARS && state && state.entries.length > 0) {
    state = { ...state, entries: state.entries.slice(Math.max(1, Math.floor(state.entries.length / 4))) }
    body = renderOnce({ ...content, state })
  }
  return body
}

function renderOnce(content: CommentContent): string {
  const { key, jobId, action, runUrl, finished, state, notice, seal } = content
  const heading = `**Docs agent** · job <code>${escapeText(jobId)}</code>`
  const run = runUrl ? ` · ${linkOrText(runUrl, 'workflow run')}` : ''
  const line = finished
    ? finishedLine(finished.report, finished.error)
    : `⏳ ${STARTED[action]}; the agent is working. This comment updates when it finishes.`
  const sealed = state && seal ? [stateMarker(state, seal.owner, seal.commentId)] : []
  const markers = [keyMarker(key), jobMarker(jobId), ...sealed]
  const why = notice ? ['', `ℹ️ New job: ${escapeText(notice, 300)}`] : []
  const history = state ? renderHistory(state) : []
  return [...markers, `${heading}${run}`, '', line, ...why, '', ...history, ''].join('\n')
}
