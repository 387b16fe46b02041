import { forXml } from '../../../kernel/safe-text.js'
import { count, percent } from './format.js'
import { AI_COLOR, axisTop, HUMAN_COLOR, type Chart, type PieChart, type XyChart } from './mermaid.js'

// The report's charts as SVG files, drawn here in plain code (no browser, no library), for the places
// that do not draw Mermaid: Slack, e-mail, a downloaded report.md. Labels (page paths) are outside
// text and reach the SVG only through forXml; every number is ours, written finite and plain. Text
// widths cannot be measured without a browser, so long labels are cut and kept whole in a `<title>`.

const INK = '#1f2328'
const MUTED = '#59636e'
const GRID = '#d1d9e0'
/** Human blue and AI orange first, as in the Mermaid charts; then colours for any further series. */
const COLORS: readonly string[] = [HUMAN_COLOR, AI_COLOR, '#2da44e', '#8250df', '#bf3989', '#6e7781']
const color = (i: number): string => COLORS[i % COLORS.length] as string

/** A coordinate or a size: finite, at most one decimal. */
const num = (value: number): string => (Number.isFinite(value) ? String(Math.round(value * 10) / 10) : '0')
/** A value as drawn: finite and not below 0, so no bar points down and no path breaks. */
const drawn = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0)
/** An axis tick: `2,500`, or `2.5` on a short axis (quarters of 10 are not whole). */
const tick = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 1 })

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

function text(x: number, y: number, content: string, attrs = ''): string {
  return `<text x="${num(x)}" y="${num(y)}"${attrs ? ` ${attrs}` : ''}>${content}</text>`
}

/** The whole file: a white background (dark-mode mail clients), the title, then the chart. */
function svgDocument(width: number, height: number, title: string, body: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" role="img" font-family="-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="12" fill="${INK}">`,
    `<title>${forXml(title)}</title>`,
    `<rect width="${num(width)}" height="${num(height)}" fill="#ffffff"/>`,
    text(width / 2, 28, forXml(title), 'text-anchor="middle" font-size="16" font-weight="600"'),
    ...body,
    '</svg>',
    ''
  ].join('\n')
}

/** The series' names with their mark (a square for bars, a stroke for a line), right-aligned. */
function legend(chart: XyChart, right: number, y: number): string[] {
  const named = chart.series.map((s, i) => ({ s, i })).filter(({ s }) => s.name)
  if (named.length < 2) return []
  const out: string[] = []
  let x = right
  for (const { s, i } of [...named].reverse()) {
    const label = forXml(s.name, 40)
    x -= 8 + (s.name ?? '').length * 7
    out.push(text(x, y + 4, label))
    x -= 20
    out.push(
      s.kind === 'bar'
        ? `<rect x="${num(x)}" y="${num(y - 6)}" width="12" height="12" fill="${color(i)}"/>`
        : `<line x1="${num(x - 2)}" y1="${num(y)}" x2="${num(x + 14)}" y2="${num(y)}" stroke="${color(i)}" stroke-width="3"/>`
    )
    x -= 16
  }
  return out
}

/** Grid lines at quarters of the axis with their values, and the axis title, along `box`'s height. */
function valueAxis(box: Box, top: number, title: string): string[] {
  const out: string[] = []
  for (let k = 0; k <= 4; k++) {
    const y = box.bottom - ((box.bottom - box.top) * k) / 4
    out.push(
      `<line x1="${num(box.left)}" y1="${num(y)}" x2="${num(box.right)}" y2="${num(y)}" stroke="${GRID}"/>`,
      text(box.left - 8, y + 4, tick((top * k) / 4), `text-anchor="end" fill="${MUTED}"`)
    )
  }
  const middle = (box.top + box.bottom) / 2
  out.push(
    text(18, middle, forXml(title, 40), `text-anchor="middle" transform="rotate(-90 18 ${num(middle)})"`)
  )
  return out
}

/** Upright bars and lines over one label per point (the trend: a label is a day). */
function columnsSvg(chart: XyChart): string {
  const width = 900
  const height = 420
  const box: Box = { left: 76, right: width - 24, top: 64, bottom: height - 48 }
  const top = axisTop(chart.series)
  const points = Math.max(1, chart.labels.length)
  const step = (box.right - box.left) / points
  const y = (value: number) => box.bottom - (Math.min(drawn(value), top) / top) * (box.bottom - box.top)
  const bars = chart.series.filter(s => s.kind === 'bar')
  const body = [...valueAxis(box, top, chart.yTitle), ...legend(chart, box.right, 46)]
  chart.series.forEach((series, si) => {
    const label = (i: number) => `${forXml(chart.labels[i], 40)}: ${count(drawn(series.values[i] ?? 0))}`
    if (series.kind === 'bar') {
      const barWidth = (step * 0.7) / bars.length
      const offset = step * 0.15 + bars.indexOf(series) * barWidth
      series.values.forEach((value, i) => {
        const barTop = y(value)
        body.push(
          `<rect x="${num(box.left + i * step + offset)}" y="${num(barTop)}" width="${num(barWidth)}" height="${num(box.bottom - barTop)}" fill="${color(si)}"><title>${label(i)}</title></rect>`
        )
      })
    } else {
      const xy = series.values.map((value, i) => `${num(box.left + (i + 0.5) * step)},${num(y(value))}`)
      body.push(
        `<polyline points="${xy.join(' ')}" fill="none" stroke="${color(si)}" stroke-width="2.5" stroke-linejoin="round"/>`
      )
    }
  })
  // As many labels as fit side by side (about 44 pixels each); the others are left out.
  const every = Math.max(1, Math.ceil((points * 44) / (box.right - box.left)))
  chart.labels.forEach((label, i) => {
    if (i % every !== 0) return
    const x = box.left + (i + 0.5) * step
    body.push(
      text(x, box.bottom + 18, forXml(label, 12), `text-anchor="middle" font-size="11" fill="${MUTED}"`)
    )
  })
  return svgDocument(width, height, chart.title, body)
}

/** Lying bars, one row per label (the top pages: a label is a page path, cut, whole in its title). */
function barsSvg(chart: XyChart): string {
  const width = 900
  const rowHeight = 30
  const labelWidth = 340
  const rows = chart.labels.length
  const box: Box = { left: labelWidth + 16, right: width - 96, top: 56, bottom: 56 + rows * rowHeight }
  const height = box.bottom + 40
  const top = axisTop(chart.series)
  const values = chart.series[0]?.values ?? []
  const body: string[] = []
  for (let k = 0; k <= 4; k++) {
    const x = box.left + ((box.right - box.left) * k) / 4
    body.push(
      `<line x1="${num(x)}" y1="${num(box.top)}" x2="${num(x)}" y2="${num(box.bottom)}" stroke="${GRID}"/>`,
      text(x, box.bottom + 18, tick((top * k) / 4), `text-anchor="middle" fill="${MUTED}"`)
    )
  }
  chart.labels.forEach((label, i) => {
    const value = drawn(values[i] ?? 0)
    const y = box.top + i * rowHeight
    const length = (Math.min(value, top) / top) * (box.right - box.left)
    body.push(
      `<g><title>${forXml(label, 500)}: ${count(value)}</title>`,
      text(labelWidth, y + rowHeight / 2 + 4, forXml(label, 48), 'text-anchor="end"'),
      `<rect x="${num(box.left)}" y="${num(y + 5)}" width="${num(length)}" height="${num(rowHeight - 10)}" fill="${color(0)}"/>`,
      text(box.left + length + 6, y + rowHeight / 2 + 4, count(value), `fill="${MUTED}"`),
      '</g>'
    )
  })
  body.push(text((box.left + box.right) / 2, height - 6, forXml(chart.yTitle, 40), 'text-anchor="middle"'))
  return svgDocument(width, height, chart.title, body)
}

/** A point on the circle at `turn` (0 is the top, going clockwise). */
function onCircle(cx: number, cy: number, r: number, turn: number): string {
  const angle = turn * 2 * Math.PI - Math.PI / 2
  return `${num(cx + r * Math.cos(angle))} ${num(cy + r * Math.sin(angle))}`
}

/** A pie with a legend that gives each slice's value and share. */
function pieSvg(chart: PieChart): string {
  const width = 640
  const height = 320
  const [cx, cy, r] = [170, 180, 120]
  const total = chart.slices.reduce((sum, s) => sum + drawn(s.value), 0)
  const body: string[] = []
  let turn = 0
  chart.slices.forEach((slice, i) => {
    const value = drawn(slice.value)
    const share = total > 0 ? value / total : 0
    const label = forXml(slice.label, 40)
    const tip = `<title>${label}: ${count(value)}</title>`
    if (share >= 1) body.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color(i)}">${tip}</circle>`)
    else if (share > 0) {
      const arc = `A ${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${onCircle(cx, cy, r, turn + share)}`
      body.push(
        `<path d="M ${cx} ${cy} L ${onCircle(cx, cy, r, turn)} ${arc} Z" fill="${color(i)}" stroke="#ffffff" stroke-width="2">${tip}</path>`
      )
    }
    turn += share
    const y = 130 + i * 30
    body.push(
      `<rect x="340" y="${num(y - 11)}" width="14" height="14" fill="${color(i)}"/>`,
      text(
        362,
        y,
        `${label}: ${count(value)} (${percent(total > 0 ? share * 100 : undefined)})`,
        'font-size="14"'
      )
    )
  })
  if (total <= 0) body.push(text(cx, cy, 'No data', 'text-anchor="middle"'))
  return svgDocument(width, height, chart.title, body)
}

/** A chart of the report as a whole SVG file. */
export function chartSvg(chart: Chart): string {
  if (chart.kind === 'pie') return pieSvg(chart.pie)
  return chart.xy.horizontal ? barsSvg(chart.xy) : columnsSvg(chart.xy)
}
