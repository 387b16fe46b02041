import type { ReportInput } from './input.js'
import { unansweredQuestions } from './assistant.js'
import { code, count, percent, percentChange, shareOf } from './format.js'
import { pageMovers } from './pages.js'
import { ctrPercent, notFoundQueries } from './searches.js'

// "Worth a look": at most one line per signal a docs writer can act on, taken from the sections
// below, so the first screen of the report says where readers struggle.

export function attentionSection(input: ReportInput): string[] {
  const items: string[] = []
  const missed = input.searches ? notFoundQueries(input.searches.rows)[0] : undefined
  if (missed) {
    const how = missed.topClickedPage
      ? `only ${percent(ctrPercent(missed.ctr))} of them led to a click`
      : 'no result was clicked'
    items.push(`Search: ${code(missed.searchQuery)} was searched ${count(missed.hits)} times and ${how}.`)
  }
  const pages = input.feedbackByPage?.rows
  if (pages) {
    const worst = [...pages].sort((a, b) => b.thumbsDown - a.thumbsDown || (a.path < b.path ? -1 : 1))[0]
    if (worst && worst.thumbsDown > 0) {
      const ratio = percent(shareOf(worst.thumbsDown, worst.thumbsDown + worst.thumbsUp))
      items.push(
        `Feedback: ${code(worst.path)} got the most thumbs-down, ${count(worst.thumbsDown)} (${ratio} of its votes).`
      )
    }
  }
  const question = input.assistant ? unansweredQuestions(input.assistant.rows)[0] : undefined
  if (question) {
    items.push(
      `Assistant: it could not answer ${code(question.question)} (asked ${count(question.count)} time${question.count === 1 ? '' : 's'}).`
    )
  }
  const before = input.previous?.pages
  if (input.views && before) {
    const lost = pageMovers(input.views.all(), before).lost[0]
    if (lost) {
      items.push(
        `Traffic: ${code(lost.path)} lost the most views, ${count(lost.before)} → ${count(lost.now)} (${percentChange(lost.now, lost.before)}).`
      )
    }
  }
  if (items.length === 0) return []
  return ['### Worth a look', '', ...items.map(item => `- ${item}`), '']
}
