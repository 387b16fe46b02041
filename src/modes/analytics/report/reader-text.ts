import { readerText, type ReaderTextMode } from '../../../kernel/reader-text.js'
import type { GapsReport } from './gaps.js'
import type { ReportInput, ShownText } from './input.js'

// The report's reader text (search queries, feedback comments, assistant questions and answers, the
// gaps' wording) as `reader-text` lets it out, before a section renders it. The numbers stay: with
// `omit` a query is shown as "[reader text omitted]" beside its hits. The dataset files keep the API's text.

/** The datasets that carry reader text, as `mode` lets it out; the other sections render the input as it is. */
export function shownText(input: ReportInput, mode: ReaderTextMode): ShownText {
  const { searches, feedback, assistant, gaps } = input
  if (mode === 'keep') return { searches, feedback, assistant, gaps }
  const text = (value: string) => readerText(value, mode)
  return {
    searches: searches && {
      ...searches,
      rows: searches.rows.map(r => ({ ...r, searchQuery: text(r.searchQuery) }))
    },
    feedback: feedback && {
      rows: feedback.rows.map(r => ({
        ...r,
        comment: typeof r.comment === 'string' ? text(r.comment) : r.comment,
        contact: undefined,
        code: typeof r.code === 'string' ? text(r.code) : r.code
      }))
    },
    assistant: assistant && {
      ...assistant,
      rows: assistant.rows.map(r => ({ ...r, query: text(r.query), response: text(r.response) }))
    },
    gaps: gaps && shownGaps(gaps, text)
  }
}

/** A gap's wording is reader text; a page gap's text is the page's path, and stays. */
function shownGaps(report: GapsReport, text: (value: string) => string): GapsReport {
  const proof = report.proof && {
    ...report.proof,
    pages: report.proof.pages.map(p => ({ ...p, text: text(p.text) }))
  }
  const gaps = report.gaps.map(g => (g.key.startsWith('p-') ? g : { ...g, text: text(g.text) }))
  return { ...report, proof, gaps }
}
