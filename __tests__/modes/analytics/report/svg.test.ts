// The report's charts as SVG pictures (for Slack, e-mail, a downloaded report.md): one per Mermaid
// chart, drawn in plain code, well-formed whatever the labels, with the data the Mermaid charts show.
import { describe, expect, test } from '@jest/globals'
import { chartsOf, chartLinks } from '../../../../src/modes/analytics/report/charts.js'
import { renderSections } from '../../../../src/modes/analytics/report/index.js'
import { chartSvg } from '../../../../src/modes/analytics/report/svg.js'
import { REPORT_CHART_NAMES } from '../../../../src/modes/analytics/files/chart-files.js'
import { page, sampleDaily, sampleReportInput } from '../../../helpers/report-data.js'
import { xmlProblems, xmlTexts } from '../../../helpers/xml-check.js'

const HOSTILE_PATHS = [
  '/a/<script>alert(1)</script>',
  '/b/&amp; & &lt;',
  `/c/"double" and 'single'`,
  '/d/]]><![CDATA[x',
  '/e/\u0000\u0001\u001b[31m\u2028\u202e\ufeff\uffff',
  `/f/${'very-long-segment/'.repeat(200)}end`
]

describe('the charts of a report', () => {
  test('one SVG per Mermaid chart, in the report order, each with a name the export knows', () => {
    const input = sampleReportInput({ daily: sampleDaily(14) })
    const charts = chartsOf(input)
    const mermaidBlocks = renderSections(input).markdown().split('```mermaid').length - 1
    expect(charts).toHaveLength(mermaidBlocks)
    expect(charts.map(c => c.name)).toEqual([
      'human-and-ai-views',
      'views-per-day',
      'visitors-per-day',
      'top-pages'
    ])
    for (const c of charts) expect(REPORT_CHART_NAMES).toContain(c.name)
    expect(chartsOf(sampleReportInput({ views: undefined, daily: undefined }))).toEqual([])
  })

  test('each picture is well-formed XML with the numbers of its chart', () => {
    for (const chart of chartsOf(sampleReportInput({ daily: sampleDaily(14) }))) {
      const svg = chartSvg(chart)
      expect(xmlProblems(svg)).toEqual([])
      expect(svg).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /
      )
      const texts = xmlTexts(svg)
      if (chart.kind === 'pie') {
        expect(texts).toContain('Human: 18,566 (69.5%)')
        expect(texts).toContain('AI: 8,162 (30.5%)')
      } else {
        expect(texts).toContain(chart.xy.title)
        if (chart.name === 'top-pages') expect(texts).toContain('/quickstart')
        else expect(texts).toContain('11-01')
      }
    }
  })

  test('hostile page paths stay text: escaped, cut, whole in a tooltip, the document well-formed', () => {
    const pages = HOSTILE_PATHS.map((path, i) => page(path, 1000 - i, 10))
    const input = sampleReportInput({
      views: { totals: { human: 6000, ai: 60, total: 6060 }, count: 6, top: pages, all: () => pages }
    })
    const chart = chartsOf(input).find(c => c.name === 'top-pages')
    const svg = chartSvg(chart!)
    expect(xmlProblems(svg)).toEqual([])
    // eslint-disable-next-line no-control-regex
    expect(svg).not.toMatch(/<script|]]>|<!\[CDATA|[\u0000-\u0008\u001b\u2028\u202e\ufeff\uffff]/)
    const texts = xmlTexts(svg)
    expect(texts).toContain('/a/<script>alert(1)</script>')
    expect(texts).toContain('/b/&amp; & &lt;')
    expect(texts).toContain(`/c/"double" and 'single'`)
    expect(texts).toContain('/d/]]><![CDATA[x')
    // The long path is cut on the bar's label and kept (to a bound) in its tooltip.
    expect(texts.some(t => t.startsWith('/f/very-long-segment/') && t.endsWith('…') && t.length === 48)).toBe(
      true
    )
    expect(svg.length).toBeLessThan(20_000)
  })

  test('numbers that are not counts are drawn as 0, never NaN or a negative size', () => {
    const svg = chartSvg({
      name: 'x',
      kind: 'xy',
      xy: {
        title: 't',
        labels: ['a', 'b', 'c', 'd'],
        yTitle: 'y',
        series: [
          { kind: 'bar', values: [Number.NaN, -5, Infinity, 3] },
          { kind: 'line', values: [1, Number.NaN, 2, -1] }
        ]
      }
    })
    expect(xmlProblems(svg)).toEqual([])
    expect(svg).not.toMatch(/NaN|Infinity|\s(?:x|y|width|height)="-/)
    expect(xmlTexts(svg)).toEqual(expect.arrayContaining(['2.5', '7.5', 'a: 0', 'b: 0', 'c: 0', 'd: 3']))
    const pie = chartSvg({
      name: 'p',
      kind: 'pie',
      pie: { title: 'p', slices: [{ label: 'only', value: 5 }] }
    })
    expect(pie).toContain('<circle')
    expect(xmlProblems(chartSvg({ name: 'p', kind: 'pie', pie: { title: 'p', slices: [] } }))).toEqual([])
  })

  test('the XML check itself finds what is not well-formed', () => {
    expect(xmlProblems('<a><b></a>')).not.toEqual([])
    expect(xmlProblems('<a>x & y</a>')).not.toEqual([])
    expect(xmlProblems('<a t="1" t="2"/>')).not.toEqual([])
    expect(xmlProblems('<a>]]></a>')).not.toEqual([])
    expect(xmlProblems('<a>\u0001</a>')).not.toEqual([])
    expect(xmlProblems('<a/><b/>')).not.toEqual([])
    expect(xmlProblems('<a x=1/>')).not.toEqual([])
  })
})

describe('report.md links the pictures; the job summary does not', () => {
  const input = sampleReportInput({ daily: sampleDaily(14) })
  const report = renderSections(input)
  const charts = [
    { title: 'Human and AI views', file: 'chart-human-and-ai-views.svg' },
    { title: 'Views of the top pages', file: 'chart-top-pages.svg' }
  ]

  test('report.md: one line under the title with a link to each', () => {
    const markdown = report.markdown({ files: input.files, charts })
    expect(markdown).toContain(
      'Charts as SVG pictures, for where the charts below are not drawn: [Human and AI views](chart-human-and-ai-views.svg) · [Views of the top pages](chart-top-pages.svg).'
    )
    expect(markdown.indexOf('chart-top-pages.svg')).toBeLessThan(markdown.indexOf('```mermaid'))
  })

  test('the summary (no charts given) has no such line', () => {
    expect(report.markdown({ files: input.files })).not.toContain('.svg')
    expect(chartLinks([])).toEqual([])
  })
})
