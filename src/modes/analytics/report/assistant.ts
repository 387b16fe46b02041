import { conversationsOf } from '../datasets/assistant.js'
import type { CallerStats, ShownAssistantRow as AssistantRow } from '../datasets/model.js'
import { byCountThenKey, code, count, LIMITS, percent, shareOf, table } from './format.js'

// The assistant: how many questions it answered, which ones it could not (grouped, so the same
// question asked twenty ways of spacing and case counts twenty times), and who asked.

export interface QuestionGroup {
  /** The first wording seen, shown to the reader. */
  question: string
  count: number
}

/** Questions are told apart by their first this many characters: enough for any real question. */
const KEY_CHARS = 1000

/** Case- and whitespace-insensitive: `How do I  Deploy?` and `how do i deploy?` are one question. */
export const questionKey = (query: string): string =>
  query.trimStart().slice(0, KEY_CHARS).trim().replace(/\s+/g, ' ').toLowerCase()

export function unansweredQuestions(rows: readonly AssistantRow[]): QuestionGroup[] {
  const groups = new Map<string, QuestionGroup>()
  for (const row of rows) {
    if (row.resolutionStatus !== 'unanswered') continue
    const key = questionKey(row.query)
    if (!key) continue
    const group = groups.get(key)
    if (group) group.count++
    else groups.set(key, { question: row.query.trim(), count: 1 })
  }
  return [...groups.entries()]
    .sort(
      byCountThenKey(
        ([, g]) => g.count,
        ([key]) => key
      )
    )
    .slice(0, LIMITS.unanswered)
    .map(([, g]) => g)
}

export function assistantSection(assistant: { rows: AssistantRow[]; callerStats?: CallerStats }): string[] {
  const { rows } = assistant
  const conversations = conversationsOf(rows)
  const lines = [
    '### Assistant',
    '',
    `${count(conversations)} conversations, ${count(rows.length)} turns (a turn is one question and its answer; a conversation may hold several).`,
    ''
  ]
  const answered = rows.filter(r => r.resolutionStatus === 'answered').length
  const unanswered = rows.filter(r => r.resolutionStatus === 'unanswered').length
  const other = rows.length - answered - unanswered
  lines.push(
    ...table(
      ['Turns', 'Count', 'Share'],
      [
        ['Answered', count(answered), percent(shareOf(answered, rows.length))],
        ['Unanswered', count(unanswered), percent(shareOf(unanswered, rows.length))],
        ...(other > 0 ? [['Other status', count(other), percent(shareOf(other, rows.length))]] : []),
        ['All', count(rows.length), rows.length > 0 ? '100.0%' : '—']
      ],
      [false, true, true]
    )
  )
  const questions = unansweredQuestions(rows)
  if (questions.length > 0) {
    lines.push(
      'The questions it could not answer most often (case and spacing ignored):',
      '',
      ...table(
        ['Question', 'Times asked'],
        questions.map(q => [code(q.question), count(q.count)]),
        [false, true]
      )
    )
  }
  const callers = assistant.callerStats
  if (callers) {
    const total = callers.total > 0 ? callers.total : callers.web + callers.api + callers.other
    lines.push(
      'Who asked:',
      '',
      ...table(
        ['Caller', 'Queries', 'Share'],
        [
          ['Web (the docs site)', count(callers.web), percent(shareOf(callers.web, total))],
          ['API', count(callers.api), percent(shareOf(callers.api, total))],
          ['Other', count(callers.other), percent(shareOf(callers.other, total))]
        ],
        [false, true, true]
      )
    )
  }
  return lines
}
