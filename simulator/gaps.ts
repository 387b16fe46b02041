// The docs-gap loop's data (`analytics.gaps: true`): searches readers made and never clicked (with
// near-duplicate wordings), questions the assistant could not answer (with threads), pages with a
// thumbs-down and comments; personal data planted in them (PLANTED) for the tests that prove none of
// it reaches an issue, a summary, an output or a prompt. And the assistant's search (discovery API):
// an index of the docs' pages that learns the pages an agent job's pull request adds.
import type { SimJob } from './types.js'

/** Personal data typed by readers: none of it may leave the export's data files. */
export const PLANTED = {
  email: 'jane.doe@example.com',
  phone: '+1 415 555 0100',
  card: '4111 1111 1111 1111',
  key: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
  mention: '@octocat'
} as const

/** Searches without a click: [query, hits per day]. Wordings that normalise alike are one gap. */
export const GAP_SEARCHES: readonly [string, number][] = [
  ['webhook retries', 5],
  ['Webhook  Retries?', 2],
  ['webhook retry', 1],
  ['rate limits', 4],
  ['Rate-Limit', 1],
  ['sso with okta', 3],
  [`contact me at ${PLANTED.email} or ${PLANTED.phone}`, 1],
  [`card ${PLANTED.card} charged twice`, 1],
  [`my key ${PLANTED.key} leaked`, 1],
  [`ask ${PLANTED.mention} about #42`, 1]
]

/** Questions the assistant could not answer, asked every `every` days. */
export const GAP_QUESTIONS: readonly { query: string; page: string }[] = [
  { query: 'How do I configure webhook retries?', page: '/docs/webhooks' },
  { query: 'What are the rate limits?', page: '/docs/api' },
  { query: `Email me the answer at ${PLANTED.email}`, page: '/docs/webhooks' }
]

/** The gap data a test asks for instead of the defaults: the unanswered questions of each day. */
export interface GapData {
  /** The questions asked on day `day` (days since 1970-01-01), unanswered. */
  questions?: (day: number) => readonly { query: string; page: string }[]
}

/** The unanswered questions of `day` with their hour: the test's, or each of GAP_QUESTIONS every other day. */
export function gapQuestionsOf(
  gaps: boolean | GapData | undefined,
  day: number
): { query: string; page: string; hour: number }[] {
  if (typeof gaps === 'object' && gaps.questions)
    return gaps.questions(day).map((q, k) => ({ ...q, hour: (k % 23) + 1 }))
  return GAP_QUESTIONS.flatMap((q, k) => ((day + k) % 2 === 0 ? [{ ...q, hour: k + 1 }] : []))
}

/** Thumbs-down comments on a page. */
export const GAP_COMMENTS: readonly { path: string; comment: string }[] = [
  { path: '/docs/webhooks', comment: `Nothing about retries here. Call me on ${PLANTED.phone}` },
  { path: '/docs/webhooks', comment: `Still broken for ${PLANTED.mention}, my card ${PLANTED.card}` }
]

/** The assistant keys the discovery search accepts. */
export const DEFAULT_ASSISTANT_KEY = 'mint_dsc_sim_assistant_key_0123456789'

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(w => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))

interface IndexedPage {
  path: string
  content: string
}

/**
 * The docs' search index. A page whose words hold the whole query scores 1; otherwise the share of
 * the query's words it holds, times 0.4 (so a default `scoreThreshold` of 0.5 wants the whole query).
 */
export class SearchIndex {
  readonly pages: IndexedPage[] = []
  private readonly learned = new Set<string>()

  constructor(paths: readonly string[]) {
    for (const path of paths) this.pages.push({ path, content: path.replace(/[/-]/g, ' ') })
  }

  /** A completed job with a pull request adds a page per line of its prompt (what the agent wrote). */
  learnFrom(job: SimJob): void {
    if (job.status !== 'completed' || !job.prLink || this.learned.has(job.id)) return
    this.learned.add(job.id)
    const lines = job.prompts
      .join('\n')
      .split('\n')
      .filter(l => l.trim())
    lines.forEach((line, i) => this.pages.push({ path: `/docs/answers/${job.id}-${i + 1}`, content: line }))
  }

  search(
    query: string,
    pageSize: number,
    threshold: number
  ): { content: string; path: string; metadata: Record<string, unknown> }[] {
    const q = words(query)
    if (q.length === 0) return []
    const phrase = ` ${q.join(' ')} `
    return this.pages
      .map(p => {
        const w = words(p.content)
        const score = ` ${w.join(' ')} `.includes(phrase)
          ? 1
          : (q.filter(x => w.includes(x)).length / q.length) * 0.4
        return { page: p, score }
      })
      .filter(r => r.score > 0 && r.score >= threshold)
      .sort((a, b) => b.score - a.score)
      .slice(0, pageSize)
      .map(r => ({ content: r.page.content.slice(0, 500), path: r.page.path, metadata: { score: r.score } }))
  }
}

/** `POST /discovery/v1/search/{domain}` with `{query, pageSize?, scoreThreshold?}`. */
export function handleSearch(index: SearchIndex, body: unknown): { status: number; body: unknown } {
  const b = (body ?? {}) as { query?: unknown; pageSize?: unknown; scoreThreshold?: unknown }
  if (typeof b.query !== 'string' || b.query === '')
    return { status: 400, body: { error: 'query is required' } }
  const pageSize = b.pageSize === undefined ? 10 : Number(b.pageSize)
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50)
    return { status: 400, body: { error: 'pageSize must be from 1 to 50' } }
  const threshold = b.scoreThreshold === undefined ? 0 : Number(b.scoreThreshold)
  if (!(threshold >= 0 && threshold <= 1))
    return { status: 400, body: { error: 'scoreThreshold must be from 0 to 1' } }
  return { status: 200, body: index.search(b.query, pageSize, threshold) }
}
