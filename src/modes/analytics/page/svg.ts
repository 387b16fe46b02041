import { forXml } from '../../../kernel/safe-text.js'
import { AI_COLOR, HUMAN_COLOR } from '../report/mermaid.js'

// The page's charts, inline SVG drawn in plain code: no script, no font, no image from elsewhere.
// Each chart scales to the column's width (a viewBox, width 100%), so a phone draws the same picture
// smaller. Labels are outside text (dates, page paths) and go through forXml, the kernel's sink for
// markup: its escaping (`&`, `<`, `>`, both quotes; control characters a space) is HTML's too, for
// text and quoted attributes, the only places the page puts outside text. Every number is ours.

export const SERIES_COLORS = [HUMAN_COLOR, AI_COLOR, '#2da44e', '#8250df'] as const
const INK = '#1f2328'
const MUTED = '#59636e'
const GRID = '#d1d9e0'

/** A coordinate: finite, at most one decimal. */
const num = (value: number): string => (Number.isFinite(value) ? String(Math.round(value * 10) / 10) : '0')

export interface Series {
  readonly name: string
  /** One value per label; undefined where there is no figure (the line breaks there). */
  readonly values: readonly (number | undefined)[]
}

export interface LineChart {
  /** For the chart's accessible name and its `<title>`. */
  readonly title: string
  readonly labels: readonly string[]
  readonly series: readonly Series[]
  /** How a value reads on the axis and in a point's title. */
  readonly format: (value: number) => string
}

const WIDTH = 640
const HEIGHT = 240
/** Half a date label's width at the charts' font size. */
const LABEL_HALF = 42
const BOX = { left: 78, right: WIDTH - 12, top: 16, bottom: HEIGHT - 28 }

/** A round top for the value axis: 1, 2, 2.5 or 5 times a power of ten at or above `max`. */
export function axisTop(max: number): number {
  if (!(max > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/** The runs of defined points of one series, as polyline coordinates. */
function segments(
  values: readonly (number | undefined)[],
  x: (i: number) => number,
  y: (v: number) => number
) {
  const runs: [number, number][][] = []
  let current: [number, number][] = []
  values.forEach((value, i) => {
    if (value === undefined || !Number.isFinite(value)) {
      if (current.length) runs.push(current)
      current = []
      return
    }
    current.push([x(i), y(value)])
  })
  if (current.length) runs.push(current)
  return runs
}

/** A line chart over labelled points (periods or days), with its grid, axis and legend. */
export function lineChartSvg(chart: LineChart): string {
  const all = chart.series.flatMap(s =>
    s.values.filter((v): v is number => v !== undefined && Number.isFinite(v))
  )
  const top = axisTop(Math.max(0, ...all))
  const points = Math.max(1, chart.labels.length)
  const step = (BOX.right - BOX.left) / points
  const x = (i: number) => BOX.left + (i + 0.5) * step
  const y = (v: number) => BOX.bottom - (Math.min(Math.max(v, 0), top) / top) * (BOX.bottom - BOX.top)
  const body: string[] = []
  for (let k = 0; k <= 4; k++) {
    const at = BOX.bottom - ((BOX.bottom - BOX.top) * k) / 4
    body.push(
      `<line x1="${BOX.left}" y1="${num(at)}" x2="${BOX.right}" y2="${num(at)}" stroke="${GRID}"/>`,
      `<text x="${BOX.left - 6}" y="${num(at + 4)}" text-anchor="end" fill="${MUTED}">${forXml(chart.format((top * k) / 4), 20)}</text>`
    )
  }
  chart.series.forEach((series, si) => {
    const color = SERIES_COLORS[si % SERIES_COLORS.length]
    for (const run of segments(series.values, x, y)) {
      body.push(
        run.length === 1
          ? `<circle cx="${num(run[0]![0])}" cy="${num(run[0]![1])}" r="3" fill="${color}"/>`
          : `<polyline points="${run.map(([px, py]) => `${num(px)},${num(py)}`).join(' ')}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"/>`
      )
    }
  })
  // As many labels as fit side by side (about 96 units each: a date), none cut at the right edge; the
  // others are left out.
  const every = Math.max(1, Math.ceil((points * 96) / (BOX.right - BOX.left)))
  chart.labels.forEach((label, i) => {
    if (i % every === 0 && x(i) + LABEL_HALF <= WIDTH)
      body.push(
        `<text x="${num(x(i))}" y="${HEIGHT - 8}" text-anchor="middle" fill="${MUTED}">${forXml(label, 12)}</text>`
      )
  })
  return svg(chart.title, WIDTH, HEIGHT, body)
}

/** Horizontal stacked bars (human, then AI) for a few labelled rows: the top pages. */
export function barsSvg(
  title: string,
  rows: readonly { readonly label: string; readonly values: readonly number[] }[],
  format: (value: number) => string
): string {
  const rowHeight = 22
  const height = rows.length * rowHeight + 8
  const labelWidth = 260
  const right = WIDTH - 70
  const top = axisTop(Math.max(0, ...rows.map(r => r.values.reduce((a, b) => a + b, 0))))
  const body: string[] = []
  rows.forEach((row, i) => {
    const y = 4 + i * rowHeight
    body.push(
      `<text x="${labelWidth - 6}" y="${y + 15}" text-anchor="end">${forXml(row.label, 36)}<title>${forXml(row.label, 300)}</title></text>`
    )
    let x = labelWidth
    row.values.forEach((value, si) => {
      const width = (Math.max(0, value) / top) * (right - labelWidth)
      body.push(
        `<rect x="${num(x)}" y="${y + 3}" width="${num(width)}" height="${rowHeight - 6}" fill="${SERIES_COLORS[si % SERIES_COLORS.length]}"/>`
      )
      x += width
    })
    const total = row.values.reduce((a, b) => a + b, 0)
    body.push(`<text x="${num(x + 4)}" y="${y + 15}" fill="${MUTED}">${forXml(format(total), 20)}</text>`)
  })
  return svg(title, WIDTH, height, body)
}

function svg(title: string, width: number, height: number, body: string[]): string {
  return [
    `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${forXml(title)}" font-size="14" fill="${INK}">`,
    `<title>${forXml(title)}</title>`,
    ...body,
    '</svg>'
  ].join('\n')
}

/** A legend line for series drawn with SERIES_COLORS, as HTML (it wraps on a phone). */
export function legendHtml(names: readonly string[]): string {
  if (names.length < 2) return ''
  const items = names.map(
    (name, i) =>
      `<span class="key"><span class="swatch" style="background:${SERIES_COLORS[i % SERIES_COLORS.length]}"></span>${forXml(name, 60)}</span>`
  )
  return `<p class="legend">${items.join(' ')}</p>`
}
