import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse as parseLangium } from '@mermaid-js/parser'

// Real Mermaid parsers for the report's charts, without a browser:
// - `pie`: @mermaid-js/parser, the Langium grammar Mermaid itself uses for pie charts.
// - `xychart-beta`: @mermaid-js/parser has no xychart grammar yet, and `mermaid.parse()` needs a DOM
//   (DOMPurify). So the test loads Mermaid's own generated xychart parser (the jison grammar in
//   mermaid's dist chunk) and hands it a recording `yy` instead of Mermaid's DOM-bound database: the
//   grammar and lexer are exactly the ones GitHub's Mermaid runs, and the recorder keeps what they read.

export interface PieChart {
  type: 'pie'
  title: string | undefined
  showData: boolean
  slices: { label: string; value: number }[]
}

export interface XyChart {
  type: 'xychart'
  horizontal: boolean
  title: string
  yTitle: string
  /** The y-axis range when the chart gives one. */
  yRange?: [number, number]
  labels: string[]
  series: { kind: 'bar' | 'line'; values: number[] }[]
}

interface JisonParser {
  yy: unknown
  parser?: { yy: unknown }
  parse(text: string): unknown
}

let xyParser: Promise<JisonParser> | undefined

async function loadXyParser(): Promise<JisonParser> {
  const dir = join(process.cwd(), 'node_modules', 'mermaid', 'dist', 'chunks', 'mermaid.core')
  const file = readdirSync(dir).find(name => /^xychartDiagram-[\w-]+\.mjs$/.test(name))
  if (!file) throw new Error(`no xychartDiagram chunk in ${dir}`)
  const module = (await import(pathToFileURL(join(dir, file)).href)) as { diagram: { parser: JisonParser } }
  return module.diagram.parser
}

export async function parseXyChart(text: string): Promise<XyChart> {
  xyParser ??= loadXyParser()
  const parser = await xyParser
  const chart: XyChart = { type: 'xychart', horizontal: false, title: '', yTitle: '', labels: [], series: [] }
  const textOf = (t: { text: string }) => t.text
  // The grammar hands data points over as `{value, label}` (older versions: plain numbers).
  const numbers = (points: (number | { value: number })[]) =>
    points.map(p => (typeof p === 'number' ? p : p.value))
  const recorder = {
    setOrientation: (o: string) => (chart.horizontal = o === 'horizontal'),
    setDiagramTitle: (t: string) => (chart.title = t),
    setAccTitle: () => undefined,
    setAccDescription: () => undefined,
    setXAxisTitle: () => undefined,
    setYAxisTitle: (t: { text: string }) => (chart.yTitle = textOf(t)),
    setXAxisBand: (labels: { text: string }[]) => (chart.labels = labels.map(textOf)),
    setXAxisRangeData: () => undefined,
    setYAxisRangeData: (min: number, max: number) => (chart.yRange = [min, max]),
    setLineData: (_: unknown, values: (number | { value: number })[]) =>
      chart.series.push({ kind: 'line', values: numbers(values) }),
    setBarData: (_: unknown, values: (number | { value: number })[]) =>
      chart.series.push({ kind: 'bar', values: numbers(values) })
  }
  parser.yy = recorder
  if (parser.parser) parser.parser.yy = recorder
  parser.parse(text)
  return chart
}

export async function parsePie(text: string): Promise<PieChart> {
  const ast = (await parseLangium('pie', text)) as {
    title?: string
    showData?: boolean
    sections: { label: string; value: number }[]
  }
  return {
    type: 'pie',
    title: ast.title,
    showData: Boolean(ast.showData),
    slices: ast.sections.map(s => ({ label: s.label, value: s.value }))
  }
}

/**
 * Mermaid removes an `%%{init: {...}}%%` directive before a diagram's parser sees the text; so does
 * this, after checking that it is JSON setting theme variables only (no data can hide there).
 */
function withoutDirective(text: string): string {
  const [first = '', ...rest] = text.split('\n')
  const directive = /^%%\{init: (.*)\}%%$/.exec(first)
  if (!directive) return text
  const config = JSON.parse(directive[1] as string) as Record<string, unknown>
  if (Object.keys(config).join() !== 'themeVariables') throw new Error(`unexpected directive ${first}`)
  return rest.join('\n')
}

/** Parses a Mermaid block of either kind the report writes; throws on a syntax error. */
export function parseMermaid(block: string): Promise<PieChart | XyChart> {
  const text = withoutDirective(block)
  const first = text.trimStart().split(/\s/, 1)[0]
  if (first === 'pie') return parsePie(text)
  if (first === 'xychart-beta') return parseXyChart(text)
  throw new Error(`not a chart the report writes: ${first}`)
}
