import {
  compareReaderText,
  measured,
  reworded,
  type ReaderText
} from '../../../kernel/publish/reader-text.js'
import type { AssistantRow, FeedbackByPageRow, FeedbackRow, SearchRow } from '../datasets/model.js'
import {
  MAX_COMMENTS,
  MAX_PAGES_KEPT,
  MAX_THREADS_KEPT,
  MAX_VARIANTS,
  pageGapText,
  pageKey,
  queryKeyOf,
  type Gap,
  type GapSource
} from './model.js'

// Finds the period's gaps: searches readers made and did not click (no click-through and no top
// clicked page), questions the assistant marked unanswered, and pages readers gave a thumbs-down.
// Wordings that normalise alike are one gap; gaps are ranked by how many times readers met them.

export interface GapRows {
  searches?: readonly SearchRow[]
  assistant?: readonly AssistantRow[]
  feedback?: readonly FeedbackRow[]
  feedbackByPage?: readonly FeedbackByPageRow[]
}

/** At most this many gaps are kept (files, report, state): the rest are the long tail. */
export const MAX_GAPS = 100

type Draft = Omit<Gap, 'rank'>

function draftOf(key: string, text: ReaderText): Draft {
  return {
    key,
    text,
    sources: [],
    weight: 0,
    evidence: {
      searches: 0,
      unanswered: 0,
      thumbsDown: 0,
      variants: [],
      pages: [],
      comments: [],
      threadIds: []
    }
  }
}

const addOnce = <T>(list: T[], value: T, max: number) => {
  if (!list.includes(value) && list.length < max) list.push(value)
}
const trimmed = (text: ReaderText) => reworded(text, t => t.trim())
const isBlank = (text: ReaderText) => measured(text, t => t.trim() === '')
const addSource = (gap: Draft, source: GapSource) => addOnce(gap.sources, source, 3)

/** The path of a page URL (`https://docs.example.com/a/b` → `/a/b`); other text as it is. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

export function findGaps(rows: GapRows): Gap[] {
  const drafts = new Map<string, Draft>()
  const queryGap = (text: ReaderText): Draft | undefined => {
    const key = queryKeyOf(text)
    if (!key) return undefined
    const wording = trimmed(text)
    const gap = drafts.get(key) ?? draftOf(key, wording)
    drafts.set(key, gap)
    if (compareReaderText(gap.text, wording) !== 0) addOnce(gap.evidence.variants, wording, MAX_VARIANTS)
    return gap
  }
  for (const s of rows.searches ?? []) {
    if (s.ctr !== 0 || s.topClickedPage) continue
    const gap = queryGap(s.searchQuery)
    if (!gap) continue
    addSource(gap, 'search')
    gap.evidence.searches += s.hits
  }
  for (const a of rows.assistant ?? []) {
    if (a.resolutionStatus !== 'unanswered') continue
    const gap = queryGap(a.query)
    if (!gap) continue
    addSource(gap, 'assistant')
    gap.evidence.unanswered++
    addOnce(gap.evidence.threadIds, a.id, MAX_THREADS_KEPT)
    if (a.pageUrl) addOnce(gap.evidence.pages, pathOf(a.pageUrl), MAX_PAGES_KEPT)
  }
  for (const [path, page] of pageGaps(rows)) drafts.set(pageKey(path), page)
  for (const gap of drafts.values())
    gap.weight = gap.evidence.searches + gap.evidence.unanswered + gap.evidence.thumbsDown
  return [...drafts.values()]
    .filter(g => g.weight > 0)
    .sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, MAX_GAPS)
    .map((g, i) => ({ ...g, rank: i + 1 }))
}

/** Pages with thumbs-down votes (from `/feedback/by-page`, or counted from the entries) and their comments. */
function pageGaps(rows: GapRows): Map<string, Draft> {
  const pages = new Map<string, Draft>()
  const page = (path: string) => {
    const gap = pages.get(path) ?? draftOf(pageKey(path), pageGapText(path))
    pages.set(path, gap)
    addSource(gap, 'feedback')
    gap.evidence.pages = [path]
    return gap
  }
  const counted = new Map<string, number>()
  for (const f of rows.feedback ?? [])
    if (f.helpful === false) counted.set(f.path, (counted.get(f.path) ?? 0) + 1)
  for (const p of rows.feedbackByPage ?? [])
    counted.set(p.path, Math.max(counted.get(p.path) ?? 0, p.thumbsDown))
  for (const [path, down] of counted) if (down > 0) page(path).evidence.thumbsDown = down
  // Comments of the pages that got a thumbs-down, newest first (ISO dates sort as text).
  const withText = (rows.feedback ?? [])
    .filter(f => pages.has(f.path) && f.comment !== null && !isBlank(f.comment))
    .sort((a, b) => ((a.createdAt ?? '') < (b.createdAt ?? '') ? 1 : -1))
  for (const f of withText)
    addOnce(pages.get(f.path)!.evidence.comments, trimmed(f.comment as ReaderText), MAX_COMMENTS)
  return pages
}
