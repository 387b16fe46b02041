// Renders the analytics report to a picture, as GitHub shows it in a job summary:
//   npx tsx scripts/report-picture.ts [out.png]        (default: docs/analytics-report.png)
// The report is the job summary the action itself writes when the built bundle exports every
// dataset from the local simulator, with `daily` and `compare: previous-period`. The Markdown is rendered by marked, the charts by Mermaid's browser bundle from node_modules,
// and the page is shot by headless Chromium (`apt-get install chromium`). No network is used.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { marked } from 'marked'
import { DEFAULT_API_KEY, DEFAULT_PROJECT, startSimulator } from '../simulator/index.js'
import { cleanup, runAction } from './run-action.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const WIDTH = 1000

/** Runs the action itself (dist/index.js, as the runner does) against the simulator; its job summary. */
async function reportFromSimulator(): Promise<string> {
  const sim = await startSimulator({
    // Plain paths and texts: the simulator's default hostile ones (formulas, quotes) are test data,
    // not something to show in the docs.
    pageViews: { pages: 240, days: 60, endDate: '2026-11-15', seed: 7, firstPaths: [] },
    analytics: { texts: [] },
    analyticsLimitPerHour: Infinity
  })
  try {
    const run = await runAction({
      'api-key': DEFAULT_API_KEY,
      'project-id': DEFAULT_PROJECT,
      mode: 'analytics',
      'base-url': sim.url,
      'artifact-name': '',
      'date-from': '2026-11-01',
      'date-to': '2026-11-15',
      datasets: 'all',
      daily: 'true',
      compare: 'previous-period',
      'compare-pages': 'true'
    })
    try {
      if (run.code !== 0) throw new Error(`the action failed:\n${run.stdout}\n${run.stderr}`)
      // The runner's temp folder differs on every run: show the path a runner would.
      // The job summary, which is report.md without the line that links the SVG pictures beside it.
      return run.summary.replaceAll(run.outputs['export-dir'] as string, '/home/runner/work/_temp/analytics')
    } finally {
      cleanup(run)
    }
  } finally {
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
