import type { ReportInput, ShownText } from './input.js'
import { unansweredQuestions } from './assistant.js'
import { MIN_VOTES, thumbsDownShare } from './feedback.js'
import { code, count, percent, percentChange } from './format.js'
import { pageMovers } from './pages.js'
import { ctrPercent, notFoundQueries } from './searches.js'

// "Worth a look": at most one line per signal a docs writer can act on, taken from the sections
// below, so the first screen of the report says where readers struggle.

/** `text`: the searches and the assistant's questions as the report may show them. */
export function attentionSection(
  input: ReportInput,
  text: Pick<ShownText, 'searches' | 'assistant'>
): string[] {
  const items: string[] = []
  const missed = text.searches ? notFoundQueries(text.searches.rows)[0] : undefined
  if (missed) {
    const how =
      ctrPercent(missed.ctr) === 0
        ? 'no result was clicked'
        : `only ${percent(ctrPercent(missed.ctr))} of them led to a click`
    items.push(`Search: ${code(missed.searchQuery)} was searched ${count(missed.hits)} times and ${how}.`)
  }
  const pages = input.feedbackByPage?.rows
  if (pages) {
    // A page is flagged from MIN_VOTES votes on: one vote is no trend.
    const worst = [...pages]
      .filter(p => p.thumbsDown + p.thumbsUp >= MIN_VOTES)
      .sort((a, b) => b.thumbsDown - a.thumbsDown || (a.path < b.path ? -1 : 1))[0]
    if (worst && worst.thumbsDown > 0) {
      const ratio = thumbsDownShare(worst)
      items.push(
        `Feedback: ${code(worst.path)} got the most thumbs-down, ${count(worst.thumbsDown)} (${ratio} of its ${count(worst.thumbsDown + worst.thumbsUp)} votes).`
      )
    }
  }
  const question = text.assistant ? unansweredQuestions(text.assistant.rows)[0] : undefined
  if (question) {
    items.push(
      `Assistant: it could not answer ${code(question.question)} (asked ${count(question.count)} time${question.count === 1 ? '' : 's'}).`
    )
  }
  const before = input.previous?.pages
  if (input.views && before) {
    const lost = pageMovers(input.views.all(), before).lost[0]
    if (lost) {
      const partial = input.previous?.pagesPartial
        ? ' Partial comparison: see the pages that gained and lost the most.'
        : ''
      items.push(
        `Traffic: ${code(lost.path)} lost the most views, ${count(lost.before)} → ${count(lost.now)} (${percentChange(lost.now, lost.before)}).${partial}`
      )
    }
  }
  if (items.length === 0) return []
  return ['### Worth a look', '', ...items.map(item => `- ${item}`), '']
}
