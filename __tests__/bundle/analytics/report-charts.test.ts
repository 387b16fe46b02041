// The report's charts as SVG pictures beside report.md (Mermaid is not drawn in Slack, e-mail or a
// downloaded report.md): end to end on the bundle, with hostile page paths from the API.
import { afterAll, describe, expect, test } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { useSimulator } from '../../../__fixtures__/servers.js'
import { xmlProblems, xmlTexts } from '../../helpers/xml-check.js'

const HOSTILE_PATHS = [
  '/a/<script>alert(1)</script>',
  '/b/&amp; & <b>bold</b>',
  `/c/"double" and 'single'`,
  '/d/]]><![CDATA[x',
  '/e/\u0001\u001b[31m\u202eevil',
  `/f/${'long-segment/'.repeat(300)}end`
]
const CHARTS = ['human-and-ai-views', 'views-per-day', 'visitors-per-day', 'top-pages']
const RANGE = { 'date-from': '2026-02-01', 'date-to': '2026-03-01' }

// Eight pages, the first six hostile, so every hostile path is among the top ten.
const sim = useSimulator({
  pageViews: { pages: 8, days: 30, endDate: '2026-03-01', seed: 7, firstPaths: HOSTILE_PATHS },
  analyticsLimitPerHour: Infinity
})
const keep = deletedAfter()
const outputDir = mkdtempSync(join(tmpdir(), 'report-charts-'))
afterAll(() => rmSync(outputDir, { recursive: true, force: true }))

describe('the charts as SVG files in the export', () => {
  test('one SVG per chart, well-formed, linked from report.md, hostile labels escaped', async () => {
    const run = keep(
      await runAnalytics(sim, {
        ...RANGE,
        datasets: 'views,visitors',
        daily: 'true',
        'output-dir': outputDir
      })
    )
    expect(run.code).toBe(0)
    const reportPath = run.outputs['report-path'] as string
    const report = readFileSync(reportPath, 'utf8')
    for (const name of CHARTS) {
      const file = join(dirname(reportPath), `chart-${name}.svg`)
      expect(existsSync(file)).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(xmlProblems(svg)).toEqual([])
      expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"')
      expect(report).toContain(`](chart-${name}.svg)`)
      expect(run.stdout).toContain(`Wrote ${file}`)
    }
    // The links come before the first chart, where a reader who sees no chart looks.
    expect(report.indexOf('.svg)')).toBeLessThan(report.indexOf('```mermaid'))

    const top = readFileSync(join(outputDir, 'chart-top-pages.svg'), 'utf8')
    // eslint-disable-next-line no-control-regex
    expect(top).not.toMatch(/<script|<b>|]]>|<!\[CDATA|[\u0001\u001b\u202e]/)
    const texts = xmlTexts(top)
    for (const path of HOSTILE_PATHS.slice(0, 4)) expect(texts).toContain(path)
    expect(texts).toContain('/e/  [31m evil')
    expect(texts.some(t => t.startsWith('/f/long-segment/') && t.endsWith('…') && t.length === 48)).toBe(true)
    expect(top.length).toBeLessThan(20_000)

    // The job summary is not beside the files: it names them, but links no picture.
    expect(run.summary).toContain('chart-top-pages.svg')
    expect(run.summary).not.toContain('](chart-')
  })

  test('a later run into the same folder leaves no stale picture of a chart it does not draw', async () => {
    const run = keep(await runAnalytics(sim, { ...RANGE, datasets: 'views', 'output-dir': outputDir }))
    expect(run.code).toBe(0)
    const report = readFileSync(run.outputs['report-path'] as string, 'utf8')
    expect(existsSync(join(outputDir, 'chart-views-per-day.svg'))).toBe(false)
    expect(existsSync(join(outputDir, 'chart-visitors-per-day.svg'))).toBe(false)
    expect(report).not.toContain('views-per-day.svg')
    expect(report).toContain('](chart-top-pages.svg)')
    expect(xmlProblems(readFileSync(join(outputDir, 'chart-top-pages.svg'), 'utf8'))).toEqual([])
  })

  test('the report says what pp means once; the headline counts feedback entries', async () => {
    const run = keep(
      await runAnalytics(sim, {
        'date-from': '2026-02-15',
        'date-to': '2026-03-01',
        datasets: 'views,feedback',
        compare: 'previous-period'
      })
    )
    expect(run.code).toBe(0)
    const report = readFileSync(run.outputs['report-path'] as string, 'utf8')
    expect(report.split('percentage points (pp)')).toHaveLength(2)
    expect(report).toMatch(/of views by AI \([+−±]\d+\.\d pp\)/)
    const count = Number(run.outputs['feedback-count'])
    expect(count).toBeGreaterThan(1)
    expect(run.outputs.headline).toContain(` · ${count} feedback entries`)
  })
})
