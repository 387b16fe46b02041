import type { PublicationGate } from '../../../kernel/publish/gate.js'
import { REPORT_PLACES } from '../../../kernel/publish/places.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import { pagePathOf, type GapsReport } from './gaps.js'
import type { ReportInput, ShownText } from './input.js'

// The report's reader text (search queries, feedback comments, assistant questions and answers, the
// gaps' wording) as the gate lets it out for the report's places (the job summary, report.md and the
// report issue, one rendering), before a section renders it. The numbers stay: with `omit` a query
// is shown as "[reader text omitted]" beside its hits.

/** The datasets that carry reader text, as the gate lets them out; the other sections render the input. */
export function shownText(input: ReportInput, gate: PublicationGate): ShownText {
  const { searches, feedback, assistant, gaps } = input
  const text = (value: ReaderText) => gate.showIn(value, REPORT_PLACES)
  const maybe = (value: ReaderText | null | undefined) =>
    value === null || value === undefined ? value : text(value)
  // Kept text needs no copy of the rows: the gate hands them on as they are.
  const kept = <Row>(rows: Row[]) => gate.keptIn(rows, REPORT_PLACES)
  return {
    searches: searches && {
      ...searches,
      rows: kept(searches.rows) ?? searches.rows.map(r => ({ ...r, searchQuery: text(r.searchQuery) }))
    },
    feedback: feedback && {
      rows:
        kept(feedback.rows) ??
        feedback.rows.map(r => ({
          ...r,
          comment: maybe(r.comment) ?? null,
          contact: undefined,
          code: r.code === undefined ? undefined : text(r.code)
        }))
    },
    assistant: assistant && {
      ...assistant,
      rows:
        kept(assistant.rows) ??
        assistant.rows.map(r => ({ ...r, query: text(r.query), response: text(r.response) }))
    },
    gaps: gaps && shownGaps(gaps, text)
  }
}

/** A gap's wording is reader text; a page gap's text is the page's path, and stays. */
function shownGaps(report: GapsReport<ReaderText>, text: (value: ReaderText) => string): GapsReport {
  const proof = report.proof && {
    ...report.proof,
    pages: report.proof.pages.map(p => ({ ...p, text: text(p.text) }))
  }
  const gaps = report.gaps.map(g => ({ ...g, text: pagePathOf(g) ?? text(g.text) }))
  return { ...report, proof, gaps }
}
