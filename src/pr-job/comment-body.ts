import { forMarkdown as escapeText, markdownLink as linkOrText } from '../kernel/safe-text.js'
import {
  jobMarker,
  keyMarker,
  markedComments,
  type CommentAuthor,
  type CommentKey,
  type IssueComment,
  type MarkedComment
} from '../kernel/github/comment.js'
import type { StateOwner } from '../kernel/github/state-seal.js'
import { readState, renderHistory, stateMarker, type CommentState } from './history.js'
import type { JobAction, JobReport } from './job.js'

// The pull request's sticky comment: its body, and finding it again among a PR's comments.
// One comment per pull request and project, whichever workflow of this action wrote it first: found by
// `<!-- docs-agent-action:{workflow}:{job} -->` (the workflow job that posted it) and a state sealed
// for the project (state-seal.ts), whose job every workflow follows.
// Everything from the API, the prompt or the environment is escaped: the body renders as Markdown
// with inline HTML.

/** A comment of this action whose state verifies for this repository, pull request and project. */
export interface OwnComment extends MarkedComment {
  state: CommentState
  /** Sealed with `previous-api-key`: the next write seals it with `api-key`. */
  previousKey?: boolean
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

const HISTORY_START = '<details open><summary>History (oldest first)</summary>'
const STATE_MARKER = /<!-- docs-agent-state:\S+ -->/

/**
 * The body of a comment whose top line is a newer run's: that run's lines as they stand, with `state`
 * sealed in place of the one they carried and its history below them.
 */
export function renderKeepingTop(
  body: string,
  state: CommentState,
  seal: { owner: StateOwner; commentId: number }
): string {
  const top = (body.split(HISTORY_START)[0] ?? '').trimEnd()
  const marker = stateMarker(state, seal.owner, seal.commentId)
  const sealed = STATE_MARKER.test(top) ? top.replace(STATE_MARKER, marker) : `${marker}\n${top}`
  let history = state
  let rendered = [sealed, '', ...renderHistory(history), ''].join('\n')
  while (rendered.length > MAX_COMMENT_CHARS && history.entries.length > 0) {
    history = {
      ...history,
      entries: history.entries.slice(Math.max(1, Math.floor(history.entries.length / 4)))
    }
    rendered = [sealed, '', ...renderHistory(history), ''].join('\n')
  }
  return rendered
}
