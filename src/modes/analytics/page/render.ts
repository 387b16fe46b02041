import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PAGE_FILE } from '../history/model.js'
import { cohortsHtml, trendsHtml, type PageHistory } from './history.js'
import type { PageInput } from './input.js'
import { dailyHtml, headlineHtml, notFoundHtml, topPagesHtml } from './sections.js'

// The page: one self-contained index.html a docs lead opens, in `output-dir` and at the root of the
// history branch, where GitHub Pages can serve it. No script, font, style sheet or image from
// anywhere: the Content-Security-Policy says so to the browser too, so a page that tried would be
// refused rather than reach out. Inline SVG charts read without JavaScript; under 600 pixels the
// page is one column and wide tables scroll on their own.

/** What the browser may load for the page: nothing but its own inline styles and data: images. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; background: #fff; }
main { max-width: 1040px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.6em; margin: 0.2em 0; }
h2 { font-size: 1.25em; margin: 1.6em 0 0.4em; border-bottom: 1px solid #d1d9e0; padding-bottom: 0.2em; }
figure { margin: 0.5em 0; }
figcaption { font-weight: 600; }
svg { display: block; width: 100%; height: auto; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 8px; }
.card { border: 1px solid #d1d9e0; border-radius: 6px; padding: 8px 12px; }
.label, .muted, .change { color: #59636e; font-size: 0.9em; }
.value { font-size: 1.5em; font-weight: 600; }
.warn { background: #fff8c5; border: 1px solid #d4a72c; padding: 8px; border-radius: 6px; }
.charts { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.legend { margin: 0.2em 0; font-size: 0.9em; }
.key { margin-right: 1em; white-space: nowrap; }
.swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border-radius: 2px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.95em; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #d1d9e0; vertical-align: top; }
.n { text-align: right; font-variant-numeric: tabular-nums; }
td code { overflow-wrap: anywhere; }
.cell { display: inline-block; min-width: 3.5em; padding: 0 4px; border-radius: 3px; text-align: right; }
@media (max-width: 600px) {
  main { padding: 10px; }
  .charts { grid-template-columns: 1fr; }
  .cards { grid-template-columns: 1fr 1fr; }
}
`.trim()

/** The whole page for one export, with the history's trends and cohorts when there is a history. */
export function renderPage(page: PageInput, history?: PageHistory): string {
  const sections = [
    headlineHtml(page),
    history ? trendsHtml(history) : '',
    notFoundHtml(page),
    history ? cohortsHtml(history) : '',
    dailyHtml(page),
    topPagesHtml(page)
  ].filter(Boolean)
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>Docs analytics</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body><main>',
    '<h1>Docs analytics</h1>',
    ...sections,
    '<p class="muted">Written by docs-agent-action from the analytics export: a static page, no scripts.</p>',
    '</main></body>',
    '</html>',
    ''
  ].join('\n')
}

/**
 * The page as a root file of the history (HistoryWrite's `root`: index.html beside index.json), for
 * the history step's extras: the same page as in `output-dir`.
 */
export const pageRootFile = (html: string) => async (): Promise<[string, string]> => [PAGE_FILE, html]

/** Writes the page into `dir` as index.html; returns its path. */
export async function writePage(dir: string, html: string): Promise<string> {
  const path = join(dir, PAGE_FILE)
  await writeFile(path, html)
  return path
}
