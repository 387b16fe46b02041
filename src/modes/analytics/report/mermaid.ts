import { forMermaid } from '../../../kernel/safe-text.js'

// Mermaid blocks, which GitHub renders in job summaries and Markdown files. Every label goes through
// forMermaid (no quote, bracket, `#`, `;`, `%` or newline survives), every number is written plainly,
// so nothing from the API can end a string, a list or the block.

export interface Series {
  /** Bars and a line are told apart without a legend (xychart-beta has none). */
  kind: 'bar' | 'line'
  values: number[]
  /** Our words for the series, in the SVG picture's legend (Mermaid's xychart has none). */
  name?: string
}

/** An x/y chart: one label per point, bars and lines over them; drawn as Mermaid and as SVG. */
export interface XyChart {
  title: string
  labels: string[]
  yTitle: string
  series: Series[]
  horizontal?: boolean
}

/** A pie: slices in the given order. */
export interface PieChart {
  title: string
  slices: { label: string; value: number }[]
}

/**
 * A chart of the report with the name of its SVG file (`views-per-day` is `charts/views-per-day.svg`):
 * a fixed word of ours, never outside text.
 */
export type Chart = { name: string } & ({ kind: 'xy'; xy: XyChart } | { kind: 'pie'; pie: PieChart })

/** A count as Mermaid reads it: a plain non-negative integer, never `1e+21` or `NaN`. */
export function chartNumber(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0'
  return Math.round(Math.min(value, 1e15)).toFixed(0)
}

/** A round axis end at or above every value: 1, 2 or 5 times a power of ten (at least 10). */
export function axisTop(series: readonly Series[]): number {
  const largest = Math.max(0, ...series.flatMap(s => s.values.filter(Number.isFinite)))
  if (largest <= 10) return 10
  const power = 10 ** Math.floor(Math.log10(largest))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= largest) return step * power
  return 10 * power
}

/** Human views blue, AI views orange, in every chart; strong enough for light and dark mode. */
export const HUMAN_COLOR = '#1f6feb'
export const AI_COLOR = '#fb8500'

/**
 * A fixed theme directive (our text, no data): without it Mermaid's default theme draws pale
 * lavender and yellow. A renderer that ignores directives still draws the same chart.
 */
const theme = (variables: Record<string, unknown>) =>
  `%%{init: ${JSON.stringify({ themeVariables: variables })}}%%`

const quoted = (text: string, max?: number) => `"${forMermaid(text, max)}"`

/** An `xychart-beta` block: one x-axis label per point, bars and lines over them. */
export function xyChart(chart: XyChart): string[] {
  return [
    '```mermaid',
    theme({
      xyChart: { plotColorPalette: chart.series.map((_, i) => (i === 0 ? HUMAN_COLOR : AI_COLOR)).join(', ') }
    }),
    `xychart-beta${chart.horizontal ? ' horizontal' : ''}`,
    `  title ${quoted(chart.title, 100)}`,
    `  x-axis [${chart.labels.map(label => quoted(label)).join(', ')}]`,
    // From 0, so a bar's length is its value; the top is a round number above the largest value.
    `  y-axis ${quoted(chart.yTitle)} 0 --> ${chartNumber(axisTop(chart.series))}`,
    ...chart.series.map(s => `  ${s.kind} [${s.values.map(chartNumber).join(', ')}]`),
    '```',
    ''
  ]
}

/** A `pie` block with its values shown (`showData`), slices in the given order. */
export function pieChart(title: string, slices: { label: string; value: number }[]): string[] {
  return [
    '```mermaid',
    theme({ pie1: HUMAN_COLOR, pie2: AI_COLOR, pieStrokeColor: '#ffffff', pieOuterStrokeWidth: '0px' }),
    'pie showData',
    `  title ${forMermaid(title, 100)}`,
    ...slices.map(s => `  ${quoted(s.label)} : ${chartNumber(s.value)}`),
    '```',
    ''
  ]
}
