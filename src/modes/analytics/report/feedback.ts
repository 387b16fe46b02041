import type { FeedbackByPageRow, ShownFeedbackRow as FeedbackRow } from '../datasets/model.js'
import type { ReportInput, ShownText } from './input.js'
import { byCountThenKey, cell, code, count, LIMITS, percent, shareOf, table } from './format.js'

// Feedback: the pages readers marked unhelpful most often, and what they wrote most recently.

/** The entries (their comments as the report may show them) and the thumbs per page. */
type FeedbackData = Pick<ShownText, 'feedback'> & Pick<ReportInput, 'feedbackByPage'>

/** A thumbs-down share is shown from this many votes on: one vote is no trend. */
export const MIN_VOTES = 5

/** The thumbs-down share of a page's votes, or `—` below MIN_VOTES votes. */
export function thumbsDownShare(p: FeedbackByPageRow): string {
  const votes = p.thumbsDown + p.thumbsUp
  return votes >= MIN_VOTES ? percent(shareOf(p.thumbsDown, votes)) : '—'
}

/** Thumbs per page from `/feedback/by-page`, or, without it, counted from the entries' `helpful`. */
function thumbsByPage(input: FeedbackData): FeedbackByPageRow[] | undefined {
  if (input.feedbackByPage) return input.feedbackByPage.rows
  if (!input.feedback) return undefined
  const pages = new Map<string, FeedbackByPageRow>()
  for (const entry of input.feedback.rows) {
    if (entry.helpful === undefined) continue
    const page = pages.get(entry.path) ?? { path: entry.path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 }
    if (entry.helpful) page.thumbsUp++
    else page.thumbsDown++
    page.total++
    pages.set(entry.path, page)
  }
  return [...pages.values()]
}

function latestComments(rows: readonly FeedbackRow[]): FeedbackRow[] {
  const withText = rows.filter(r => typeof r.comment === 'string' && r.comment.trim() !== '')
  // ISO timestamps sort as text; entries without a date go last.
  return withText
    .sort((a, b) => {
      const da = a.createdAt ?? ''
      const db = b.createdAt ?? ''
      return da < db ? 1 : da > db ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
    })
    .slice(0, LIMITS.comments)
}

export function feedbackSection(input: FeedbackData): string[] {
  const pages = thumbsByPage(input)
  if (!pages && !input.feedback) return []
  const lines = ['### Feedback', '']
  if (pages) {
    const worst = pages
      .filter(p => p.thumbsDown > 0)
      .sort(
        byCountThenKey(
          p => p.thumbsDown,
          p => p.path
        )
      )
      .slice(0, LIMITS.feedbackPages)
    if (worst.length === 0) lines.push('No page got a thumbs-down in this range.', '')
    else {
      lines.push(
        'Pages with the most thumbs-down:',
        '',
        ...table(
          ['Page', 'Thumbs down', 'Thumbs up', 'Thumbs-down ratio'],
          worst.map(p => [code(p.path), count(p.thumbsDown), count(p.thumbsUp), thumbsDownShare(p)]),
          [false, true, true, true]
        ),
        `The ratio is shown from ${MIN_VOTES} votes on (—: fewer votes, too few to call it a trend).`,
        ''
      )
    }
    if (input.feedbackByPage?.truncated)
      lines.push(
        'Per-page feedback is, by design, the first 100 pages the API returns: `/feedback/by-page` has no paging, and says there are more. Pages past those are not listed; that does not make the export incomplete.',
        ''
      )
  }
  if (input.feedback) {
    const comments = latestComments(input.feedback.rows)
    if (comments.length === 0) lines.push('No written comments in this range.', '')
    else {
      lines.push(
        `The ${comments.length} latest comments (shortened to ${LIMITS.comment} characters):`,
        '',
        ...table(
          ['Date', 'Page', 'Helpful', 'Comment'],
          comments.map(c => [
            cell(c.createdAt?.slice(0, 10) ?? '—', 10),
            code(c.path, 60),
            c.helpful === undefined ? '—' : c.helpful ? 'yes' : 'no',
            cell(c.comment, LIMITS.comment)
          ])
        )
      )
    }
  }
  return lines
}
