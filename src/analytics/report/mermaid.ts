import { forMermaid } from '../../outside.js'

// Mermaid blocks, which GitHub renders in job summaries and Markdown files. Every label goes through
// forMermaid (no quote, bracket, `#`, `;`, `%` or newline survives), every number is written plainly,
// so nothing from the API can end a string, a list or the block.

export interface Series {
  /** Bars and a line are told apart without a legend (xychart-beta has none). */
  kind: 'bar' | 'line'
  values: number[]
}

/** A count as Mermaid reads it: a plain non-negative integer, never `1e+21` or `NaN`. */
export function chartNumber(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0'
  return Math.round(Math.min(value, 1e15)).toFixed(0)
}

const quoted = (text: string, max?: number) => `"${forMermaid(text, max)}"`

/** An `xychart-beta` block: one x-axis label per point, bars and lines over them. */
export function xyChart(chart: {
  title: string
  labels: string[]
  yTitle: string
  series: Series[]
  horizontal?: boolean
}): string[] {
  return [
    '```mermaid',
    `xychart-beta${chart.horizontal ? ' horizontal' : ''}`,
    `  title ${quoted(chart.title, 100)}`,
    `  x-axis [${chart.labels.map(label => quoted(label)).join(', ')}]`,
    `  y-axis ${quoted(chart.yTitle)}`,
    ...chart.series.map(s => `  ${s.kind} [${s.values.map(chartNumber).join(', ')}]`),
    '```',
    ''
  ]
}

/** A `pie` block with its values shown (`showData`), slices in the given order. */
export function pieChart(title: string, slices: { label: string; value: number }[]): string[] {
  return [
    '```mermaid',
    'pie showData',
    `  title ${forMermaid(title, 100)}`,
    ...slices.map(s => `  ${quoted(s.label)} : ${chartNumber(s.value)}`),
    '```',
    ''
  ]
}
