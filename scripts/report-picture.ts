// Renders the analytics report to a picture, as GitHub shows it in a job summary:
//   npx tsx scripts/report-picture.ts [out.png]        (default: docs/analytics-report.png)
// Page views come from the local simulator through the real client and the report's own fetchers
// (the daily trend, the previous period, per-page counts for gainers and losers). The simulator serves
// no searches, feedback or assistant data yet, so those sections use the fixed sample the report tests
// use. The Markdown is rendered by marked, the charts by Mermaid's browser bundle from node_modules,
// and the page is shot by headless Chromium (`apt-get install chromium`). No network is used.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { marked } from 'marked'
import { DocsApiClient } from '../src/api/client.js'
import type { AnalyticsGet, PageRow, ReportInput } from '../src/analytics/model.js'
import { fetchPageCounts, fetchPreviousPeriod, previousRange } from '../src/analytics/previous.js'
import { renderReport } from '../src/analytics/report/index.js'
import { fetchDaily, totalsOnlySchema } from '../src/analytics/trend.js'
import { DEFAULT_API_KEY, DEFAULT_PROJECT, startSimulator } from '../simulator/index.js'
import { sampleReportInput } from '../__tests__/helpers/report-data.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const WIDTH = 1000

async function reportFromSimulator(): Promise<string> {
  const sim = await startSimulator({ pageViews: { pages: 240, days: 60, endDate: '2026-11-15', seed: 7 } })
  const client = new DocsApiClient({ baseUrl: sim.url, apiKey: DEFAULT_API_KEY })
  let requests = 0
  const get: AnalyticsGet = (endpoint, query, schema) =>
    client.getAnalytics(DEFAULT_PROJECT, endpoint, query, schema, { onAttempt: () => requests++ })
  try {
    const range = { dateFrom: '2026-11-01', dateTo: '2026-11-15' }
    const { totals } = await get(['views'], { ...range, limit: 1 }, totalsOnlySchema)
    const pages: PageRow[] = [...(await fetchPageCounts(get, range))].map(([path, c]) => ({ path, ...c }))
    pages.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
    const daily = await fetchDaily(get, range, { visitors: false })
    const previous = await fetchPreviousPeriod(get, range, ['views'])
    previous.pages = await fetchPageCounts(get, previousRange(range))
    const sample = sampleReportInput()
    // The simulator has no visitors: the sample's are scaled to its views, so the headline reads true.
    const visitorsOf = (views: { human: number; ai: number }) => ({
      human: Math.round(views.human * 0.3),
      ai: Math.round(views.ai * 0.15),
      total: Math.round(views.human * 0.3 + views.ai * 0.12)
    })
    const input: ReportInput = {
      ...sample,
      range,
      requests,
      views: { totals, count: pages.length, top: pages.slice(0, 10), all: () => pages },
      visitors: { totals: visitorsOf(totals), count: pages.length, top: [] },
      daily,
      previous: { ...sample.previous, ...previous, visitors: previous.views && visitorsOf(previous.views) },
      exportDir: '/home/runner/work/_temp/analytics'
    }
    return renderReport(input)
  } finally {
    await client.close()
    await sim.close()
  }
}

const STYLE = `
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328;
  margin: 0; padding: 24px 32px; width: ${WIDTH - 64}px; background: #fff; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 0 0 16px; }
h3 { font-size: 1.25em; margin: 24px 0 12px; } h4 { font-size: 1em; margin: 20px 0 8px; }
table { border-collapse: collapse; margin: 0 0 16px; display: block; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 4px 12px; } tr:nth-child(2n) { background: #f6f8fa; }
th { font-weight: 600; } code { background: #eff1f3; border-radius: 6px; padding: .15em .4em; font-size: 85%;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre.mermaid { background: none; text-align: center; margin: 0 0 16px; }
details { margin: 0 0 16px; } summary { cursor: pointer; color: #0969da; }
blockquote { border-left: .25em solid #d1d9e0; color: #59636e; margin: 0 0 16px; padding: 0 1em; }
ul { padding-left: 2em; } p { margin: 0 0 16px; } a { color: #0969da; }`

/** The summary as HTML: marked for the Markdown, each mermaid block left for Mermaid's browser bundle. */
function page(markdown: string): string {
  const body = (marked.parse(markdown, { gfm: true, async: false }) as string).replace(
    /<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g,
    '<pre class="mermaid">$1</pre>'
  )
  const mermaidJs = pathToFileURL(join(ROOT, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js')).href
  return `<!doctype html><html><head><meta charset="utf-8"><title>rendering</title><style>${STYLE}</style>
<script src="${mermaidJs}"></script></head><body>${body}
<script>
mermaid.initialize({ startOnLoad: false, theme: 'default', pie: { useMaxWidth: false }, xyChart: { width: ${WIDTH - 120}, height: 360 } })
mermaid.run({ querySelector: 'pre.mermaid' }).then(
  () => { document.title = 'height=' + document.documentElement.scrollHeight },
  e => { document.title = 'error=' + e.message })
</script></body></html>`
}

function chromium(args: string[]): string {
  return execFileSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--allow-file-access-from-files',
      ...args
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 120_000 }
  )
}

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? join(ROOT, 'docs', 'analytics-report.png'))
  const markdown = await reportFromSimulator()
  const dir = mkdtempSync(join(tmpdir(), 'report-picture-'))
  try {
    const html = join(dir, 'report.html')
    writeFileSync(join(dir, 'report.md'), markdown)
    writeFileSync(html, page(markdown))
    const budget = '--virtual-time-budget=15000'
    // First pass: let Mermaid draw, then read the page's height from the title it sets.
    const dom = chromium([budget, `--window-size=${WIDTH},2000`, '--dump-dom', pathToFileURL(html).href])
    const title = /<title>([^<]*)<\/title>/.exec(dom)?.[1] ?? ''
    const height = Number(/^height=(\d+)$/.exec(title)?.[1])
    if (!height) throw new Error(`Mermaid did not finish rendering: ${title}`)
    chromium([budget, `--window-size=${WIDTH},${height}`, `--screenshot=${out}`, pathToFileURL(html).href])
    console.log(`Wrote ${out} (${WIDTH}x${height}) from ${markdown.length} characters of Markdown`)
  } finally {
    // REPORT_PICTURE_KEEP=1 keeps report.md and report.html, to look at them in a browser.
    if (process.env.REPORT_PICTURE_KEEP) console.log(`Kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

await main()
