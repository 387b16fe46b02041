// Small helpers shared by the benchmarks: medians, units and Markdown tables.

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export const ms = (value: number): string =>
  !Number.isFinite(value)
    ? 'n/a'
    : value >= 10_000
      ? `${(value / 1000).toFixed(1)} s`
      : `${value.toFixed(0)} ms`

export const seconds = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(0)} s` : 'n/a')

export const mib = (bytes: number): string =>
  Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)} MB` : 'n/a'

export const ratio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a')

export const count = (value: number): string =>
  Number.isFinite(value) ? value.toLocaleString('en-US') : 'n/a'

export const mark = (ok: boolean | undefined): string => (ok === undefined ? '–' : ok ? 'yes' : '**no**')

export interface Table {
  title: string
  head: string[]
  rows: string[][]
  /** Lines printed under the table: what was measured, how, and any gap. */
  notes: string[]
}

export function markdownTable(table: Table): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    `## ${table.title}`,
    '',
    line(table.head),
    line(table.head.map(() => '---')),
    ...table.rows.map(line),
    '',
    ...table.notes.map(note => `- ${note}`),
    ''
  ].join('\n')
}

/** The same table for a terminal: columns padded, no Markdown emphasis. */
export function textTable(table: Table): string {
  const plain = (cell: string) => cell.replace(/\*\*/g, '').replace(/`/g, '')
  const all = [table.head, ...table.rows].map(r => r.map(plain))
  const widths = table.head.map((_, i) => Math.max(...all.map(r => (r[i] ?? '').length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')
  return [
    `== ${table.title}`,
    line(all[0] as string[]),
    ...all.slice(1).map(line),
    ...table.notes.map(note => `  * ${plain(note)}`),
    ''
  ].join('\n')
}

export interface Spread {
  median: number
  min: number
  max: number
  n: number
}

/** Median, min and max of per-pair ratios (each pair measured back to back, so load hits both alike). */
export function spread(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: values.length ? Math.min(...values) : NaN,
    max: values.length ? Math.max(...values) : NaN,
    n: values.length
  }
}

/** "1.12× (1.05–1.20)": the median of per-pair ratios, then min–max. */
export const ratioSpread = (s: Spread): string =>
  Number.isFinite(s.median) ? `${ratio(s.median)} (${s.min.toFixed(2)}–${s.max.toFixed(2)})` : 'n/a'
