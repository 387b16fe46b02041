import { asReaderText } from '../../src/kernel/publish/reader-text.js'
import type {
  AssistantRow,
  Counts,
  DailyPoint,
  FeedbackRow,
  PageRow,
  SearchRow
} from '../../src/modes/analytics/datasets/model.js'
import type { ReportInput } from '../../src/modes/analytics/report/input.js'

// A fixed, realistic report input: two weeks of a docs site's traffic, searches, feedback and
// assistant conversations. The report tests check the numbers it implies; the picture script
// (scripts/report-picture.ts) renders it where the simulator serves no such dataset.

export const page = (path: string, human: number, ai: number): PageRow => ({
  path,
  human,
  ai,
  total: human + ai
})

export const SAMPLE_PAGES: PageRow[] = [
  page('/quickstart', 4210, 1630),
  page('/api-reference/authentication', 2650, 2380),
  page('/guides/deploy', 2890, 610),
  page('/api-reference/endpoints/create-job', 1320, 1710),
  page('/guides/custom-domain', 1904, 236),
  page('/changelog', 1610, 95),
  page('/integrations/github', 1150, 310),
  page('/guides/analytics', 820, 402),
  page('/api-reference/errors', 540, 610),
  page('/guides/migrate-from-v1', 710, 88),
  page('/integrations/slack', 402, 51),
  page('/guides/theming', 360, 40)
]

export const PREVIOUS_PAGES = new Map<string, Counts>(
  [
    page('/quickstart', 4020, 1210),
    page('/api-reference/authentication', 2710, 1650),
    page('/guides/deploy', 2310, 540),
    page('/api-reference/endpoints/create-job', 1400, 1390),
    page('/guides/custom-domain', 2380, 260),
    page('/changelog', 1020, 60),
    page('/integrations/github', 1240, 300),
    page('/guides/analytics', 610, 320),
    page('/api-reference/errors', 560, 540),
    page('/guides/migrate-from-v1', 1490, 120),
    page('/guides/legacy-sdk', 930, 45)
  ].map(r => [r.path, { human: r.human, ai: r.ai, total: r.total }])
)

const sum = (rows: PageRow[]): Counts =>
  rows.reduce((t, r) => ({ human: t.human + r.human, ai: t.ai + r.ai, total: t.total + r.total }), {
    human: 0,
    ai: 0,
    total: 0
  })

export const SAMPLE_SEARCHES: SearchRow[] = [
  {
    searchQuery: asReaderText('api key'),
    hits: 412,
    ctr: 0.62,
    topClickedPage: '/api-reference/authentication',
    lastSearchedAt: '2026-11-14T17:02:00Z'
  },
  {
    searchQuery: asReaderText('deploy'),
    hits: 301,
    ctr: 0.55,
    topClickedPage: '/guides/deploy',
    lastSearchedAt: '2026-11-14T16:40:00Z'
  },
  {
    searchQuery: asReaderText('rate limit'),
    hits: 188,
    ctr: 0.04,
    topClickedPage: '/api-reference/errors',
    lastSearchedAt: '2026-11-14T15:12:00Z'
  },
  {
    searchQuery: asReaderText('webhooks'),
    hits: 143,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: '2026-11-14T11:20:00Z'
  },
  {
    searchQuery: asReaderText('custom domain'),
    hits: 121,
    ctr: 0.71,
    topClickedPage: '/guides/custom-domain',
    lastSearchedAt: '2026-11-13T09:00:00Z'
  },
  {
    searchQuery: asReaderText('sso saml'),
    hits: 87,
    ctr: 0.02,
    topClickedPage: '/guides/theming',
    lastSearchedAt: '2026-11-13T08:00:00Z'
  },
  {
    searchQuery: asReaderText('pagination'),
    hits: 64,
    ctr: 0.48,
    topClickedPage: '/api-reference/endpoints/create-job',
    lastSearchedAt: '2026-11-12T08:00:00Z'
  },
  {
    searchQuery: asReaderText('delete project'),
    hits: 41,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: '2026-11-12T07:00:00Z'
  },
  {
    searchQuery: asReaderText('changelog'),
    hits: 30,
    ctr: 0.9,
    topClickedPage: '/changelog',
    lastSearchedAt: '2026-11-11T07:00:00Z'
  },
  {
    searchQuery: asReaderText('typescript sdk'),
    hits: 22,
    ctr: 0.09,
    topClickedPage: '/guides/migrate-from-v1',
    lastSearchedAt: '2026-11-10T07:00:00Z'
  },
  {
    searchQuery: asReaderText('slack'),
    hits: 12,
    ctr: 0.5,
    topClickedPage: '/integrations/slack',
    lastSearchedAt: '2026-11-09T07:00:00Z'
  },
  {
    searchQuery: asReaderText('dark mode'),
    hits: 2,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: '2026-11-08T07:00:00Z'
  }
]

const feedback = (
  id: number,
  path: string,
  helpful: boolean,
  comment: string | null,
  createdAt: string
): FeedbackRow => ({
  id: `fb_${id}`,
  path,
  comment: comment === null ? null : asReaderText(comment),
  createdAt,
  source: 'contextual',
  status: 'pending',
  helpful
})

export const SAMPLE_FEEDBACK: FeedbackRow[] = [
  feedback(
    1,
    '/guides/deploy',
    false,
    'The deploy steps skip the part where you set the environment variables.',
    '2026-11-14T10:00:00Z'
  ),
  feedback(
    2,
    '/api-reference/errors',
    false,
    'Which errors are retryable? A table would help.',
    '2026-11-13T18:30:00Z'
  ),
  feedback(3, '/quickstart', true, 'Clear and short, thanks!', '2026-11-13T09:10:00Z'),
  feedback(
    4,
    '/guides/custom-domain',
    false,
    'DNS propagation took 2 hours, the page says minutes.',
    '2026-11-12T14:00:00Z'
  ),
  feedback(5, '/guides/deploy', false, null, '2026-11-11T08:00:00Z'),
  feedback(
    6,
    '/api-reference/authentication',
    true,
    'Rotating keys example was exactly what I needed.',
    '2026-11-10T12:00:00Z'
  )
]

export const SAMPLE_FEEDBACK_BY_PAGE = [
  { path: '/guides/deploy', thumbsUp: 41, thumbsDown: 23, code: 2, total: 66 },
  { path: '/api-reference/errors', thumbsUp: 12, thumbsDown: 17, code: 0, total: 29 },
  { path: '/guides/custom-domain', thumbsUp: 30, thumbsDown: 11, code: 1, total: 42 },
  { path: '/quickstart', thumbsUp: 160, thumbsDown: 9, code: 4, total: 173 },
  { path: '/changelog', thumbsUp: 8, thumbsDown: 0, code: 0, total: 8 }
]

let conversation = 0
const asked = (query: string, resolutionStatus: 'answered' | 'unanswered'): AssistantRow => ({
  id: `conv_${++conversation}`,
  timestamp: `2026-11-1${conversation % 5}T10:00:00Z`,
  query: asReaderText(query),
  response: asReaderText(
    resolutionStatus === 'answered' ? 'Here is how…' : 'I could not find that in the docs.'
  ),
  responseType: 'answer',
  sources: [],
  resolutionStatus,
  queryCategory: null,
  pageUrl: null
})

export const SAMPLE_ASSISTANT: AssistantRow[] = [
  ...Array.from({ length: 38 }, (_, i) => asked(`How do I deploy step ${i % 7}?`, 'answered')),
  asked('How do I configure SSO with Okta?', 'unanswered'),
  asked('how do i configure  sso with okta?', 'unanswered'),
  asked('  How do I configure SSO with OKTA? ', 'unanswered'),
  asked('Is there a Terraform provider?', 'unanswered'),
  asked('is there a terraform provider?', 'unanswered'),
  asked('What is the rate limit for webhooks?', 'unanswered'),
  asked('Can I self-host?', 'unanswered')
]

/** 14 days from 2026-11-01 (a Sunday) up to 2026-11-15, with a weekday rhythm and rising AI traffic. */
export function sampleDaily(days = 14, start = Date.UTC(2026, 10, 1)): DailyPoint[] {
  return Array.from({ length: days }, (_, i) => {
    const weekday = new Date(start + i * 86_400_000).getUTCDay()
    const human = (weekday === 0 || weekday === 6 ? 900 : 1700) + ((i * 37) % 120)
    const ai = 420 + i * 18 + ((i * 53) % 60)
    return {
      date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      views: { human, ai, total: human + ai },
      visitors: {
        human: Math.round(human * 0.41),
        ai: Math.round(ai * 0.2),
        total: Math.round(human * 0.41 + ai * 0.18)
      }
    }
  })
}

export function sampleReportInput(overrides: Partial<ReportInput> = {}): ReportInput {
  const pages = SAMPLE_PAGES
  const totals = sum(pages)
  return {
    range: { dateFrom: '2026-11-01', dateTo: '2026-11-15' },
    complete: true,
    requests: 61,
    views: { totals, count: pages.length, top: pages.slice(0, 10), all: () => pages },
    visitors: { totals: { human: 7120, ai: 1410, total: 8302 }, count: pages.length, top: [] },
    searches: { totalSearches: SAMPLE_SEARCHES.reduce((t, s) => t + s.hits, 0), rows: SAMPLE_SEARCHES },
    feedback: { rows: SAMPLE_FEEDBACK },
    feedbackByPage: { rows: SAMPLE_FEEDBACK_BY_PAGE, truncated: false },
    assistant: { rows: SAMPLE_ASSISTANT, callerStats: { web: 31, api: 12, other: 2, total: 45 } },
    previous: {
      range: { dateFrom: '2026-10-18', dateTo: '2026-11-01' },
      views: sum([...PREVIOUS_PAGES].map(([path, c]) => ({ path, ...c }))),
      visitors: { human: 6800, ai: 1100, total: 7730 },
      totalSearches: 1290,
      pages: PREVIOUS_PAGES
    },
    daily: sampleDaily(),
    exportDir: '/home/runner/work/_temp/analytics',
    files: [
      '/home/runner/work/_temp/analytics/page-views.csv',
      '/home/runner/work/_temp/analytics/page-views.json'
    ],
    artifact: { name: 'analytics', id: 42, url: 'https://github.com/acme/docs/actions/runs/1/artifacts/42' },
    ...overrides
  }
}
