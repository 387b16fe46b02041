import type { DailyPoint } from '../datasets/model.js'
import { cell, count, details, LIMITS, table } from './format.js'
import { xyChart, type Chart } from './mermaid.js'

// The trend (`daily: true`): one point per day, human views as bars and AI views as a line on one
// chart (xychart-beta has no legend, so the mark tells them apart), visitors on a chart of their own.

const shownDays = (daily: readonly DailyPoint[]) =>
  daily.length > LIMITS.days ? daily.slice(-LIMITS.days) : daily
// A day is `YYYY-MM-DD`; the chart labels it `MM-DD`.
const dayOf = (d: DailyPoint) => d.date.slice(0, 10)

/** The trend's charts: views per day, and visitors per day when they were fetched. */
export function trendCharts(daily: readonly DailyPoint[]): Chart[] {
  const days = shownDays(daily)
  if (days.length === 0) return []
  const labels = days.map(d => dayOf(d).slice(5))
  const charts: Chart[] = [
    {
      name: 'views-per-day',
      kind: 'xy',
      xy: {
        title: 'Views per day - bars are human views, the line is AI views',
        labels,
        yTitle: 'Views',
        series: [
          { kind: 'bar', name: 'Human views', values: days.map(d => d.views.human) },
          { kind: 'line', name: 'AI views', values: days.map(d => d.views.ai) }
        ]
      }
    }
  ]
  if (days.some(d => d.visitors))
    charts.push({
      name: 'visitors-per-day',
      kind: 'xy',
      xy: {
        title: 'Visitors per day',
        labels,
        yTitle: 'Visitors',
        series: [{ kind: 'line', name: 'Visitors', values: days.map(d => d.visitors?.total ?? 0) }]
      }
    })
  return charts
}

export function trendSection(daily: readonly DailyPoint[]): string[] {
  if (daily.length === 0) return []
  const days = shownDays(daily)
  const lines = ['### Views per day', '']
  if (days.length < daily.length)
    lines.push(
      `Only the last ${days.length} of ${daily.length} days are shown; the daily files hold all of them.`,
      ''
    )
  for (const chart of trendCharts(daily)) if (chart.kind === 'xy') lines.push(...xyChart(chart.xy))
  const withVisitors = days.some(d => d.visitors)
  const header = ['Day', 'Human views', 'AI views', 'Views', ...(withVisitors ? ['Visitors'] : [])]
  const rows = days.map(d => [
    cell(dayOf(d)),
    count(d.views.human),
    count(d.views.ai),
    count(d.views.total),
    ...(withVisitors ? [count(d.visitors?.total ?? 0)] : [])
  ])
  lines.push(
    ...details(
      'Per day: the numbers',
      table(
        header,
        rows,
        header.map((_, i) => i > 0)
      )
    )
  )
  return lines
}
