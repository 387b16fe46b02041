import type { DailyPoint } from '../datasets/model.js'
import { cell, count, details, LIMITS, table } from './format.js'
import { xyChart } from './mermaid.js'

// The trend (`daily: true`): one point per day, human views as bars and AI views as a line on one
// chart (xychart-beta has no legend, so the mark tells them apart), visitors on a chart of their own.

export function trendSection(daily: readonly DailyPoint[]): string[] {
  if (daily.length === 0) return []
  const days = daily.length > LIMITS.days ? daily.slice(-LIMITS.days) : daily
  const lines = ['### Views per day', '']
  if (days.length < daily.length)
    lines.push(
      `Only the last ${days.length} of ${daily.length} days are shown; the daily files hold all of them.`,
      ''
    )
  // A day is `YYYY-MM-DD`; the chart labels it `MM-DD`.
  const dayOf = (d: DailyPoint) => d.date.slice(0, 10)
  const labels = days.map(d => dayOf(d).slice(5))
  lines.push(
    ...xyChart({
      title: 'Views per day - bars are human views, the line is AI views',
      labels,
      yTitle: 'Views',
      series: [
        { kind: 'bar', values: days.map(d => d.views.human) },
        { kind: 'line', values: days.map(d => d.views.ai) }
      ]
    })
  )
  const withVisitors = days.some(d => d.visitors)
  if (withVisitors) {
    lines.push(
      ...xyChart({
        title: 'Visitors per day',
        labels,
        yTitle: 'Visitors',
        series: [{ kind: 'line', values: days.map(d => d.visitors?.total ?? 0) }]
      })
    )
  }
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
