// analyticsMode, analytics mode's composition root, in process: @actions/core is the stand-in of
// __fixtures__/core.ts, the API is the simulator on 127.0.0.1, and the inputs, client and budget are
// built as main.ts builds them. What the bundle does with the same exports: bundle/analytics-export.test.ts.
import { describe, expect, jest, test } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as core from '../../../__fixtures__/core.js'
import { loadComposition, useRunnerEnvironment } from '../../../__fixtures__/modes.js'
import { apiInputs } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import { csvRows, sortRows, viewOffsets, withoutChartLinks } from '../../helpers/analytics.js'

jest.unstable_mockModule('@actions/core', () => core)
jest.unstable_mockModule('../../../src/kernel/io/workflow-commands.js', () => core)
const { analyticsMode } = await import('../../../src/modes/analytics/mode.js')
const compose = await loadComposition()

const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })
const runner = useRunnerEnvironment()

/** 16 rows of page views on 2026-02-01, five to a page. */
const SIXTEEN = { 'date-from': '2026-02-01', 'date-to': '2026-02-02', 'page-size': '5' }

/** analyticsMode against the simulator, no artifact; `values` are the step's inputs. */
async function analytics(values: Record<string, string>) {
  const composed = await compose.analytics({ ...apiInputs(sim), 'artifact-name': '', ...values })
  return { failure: await analyticsMode(composed.run, composed.inputs, composed.client), ...composed }
}

describe('an export of views', () => {
  test('pages through the range, writes the files and the report, sets the outputs', async () => {
    const truth = sim.aggregatePageViews('2026-02-01', '2026-02-02')
    expect(truth.views).toHaveLength(16)
    const { failure, inputs } = await analytics(SIXTEEN)
    expect(failure).toBeUndefined()
    expect(viewOffsets(sim)).toEqual([0, 5, 10, 15])

    // The default folder, under RUNNER_TEMP.
    const dir = join(runner.dir, 'runner-temp', 'page-views')
    expect(inputs.outputDir).toBe(dir)
    expect(readdirSync(dir).sort()).toEqual([
      'chart-human-and-ai-views.svg',
      'chart-top-pages.svg',
      'index.html',
      'page-views.csv',
      'page-views.json',
      'report.md'
    ])
    expect(csvRows(readFileSync(join(dir, 'page-views.csv'), 'utf8'))).toEqual(sortRows(truth.views))
    const json = JSON.parse(readFileSync(join(dir, 'page-views.json'), 'utf8')) as Record<string, unknown>
    // A complete export's JSON says nothing about completeness; a stopped one says `"complete": false`.
    expect(json).toMatchObject({ dateFrom: '2026-02-01', dateTo: '2026-02-02' })
    expect(json).not.toHaveProperty('complete')
    expect(json.totals).toEqual(truth.totals)

    expect(core.outputs()).toEqual(
      expect.objectContaining({
        'total-views': String(truth.totals.total),
        'human-views': String(truth.totals.human),
        'ai-views': String(truth.totals.ai),
        'page-count': '16',
        'export-dir': dir,
        'artifact-id': '',
        datasets: 'views',
        requests: '4',
        complete: 'true',
        checkpoint: '',
        'report-path': join(dir, 'report.md')
      })
    )
    expect(core.group).toHaveBeenCalledWith('Fetching analytics', expect.any(Function))
    expect(core.group).toHaveBeenCalledWith('Writing files', expect.any(Function))
    expect(core.info).toHaveBeenCalledWith(`Wrote ${join(dir, 'page-views.csv')}`)
    expect(core.warning).not.toHaveBeenCalled()

    // The job summary is the report, as report.md has it but for the line that links the chart
    // pictures beside it (and nothing is left in core's buffer).
    const summary = runner.summaryFile()
    expect(summary).toContain('## Analytics report')
    expect(summary).toContain(withoutChartLinks(readFileSync(join(dir, 'report.md'), 'utf8')).trim())
    expect(core.summary.buffer).toBe('')
  })

  test('format csv and an output-dir in the workspace: only the CSV and the report there', async () => {
    const { failure } = await analytics({ ...SIXTEEN, format: 'csv', 'output-dir': 'exports' })
    expect(failure).toBeUndefined()
    const dir = join(runner.dir, 'exports')
    expect(readdirSync(dir).sort()).toEqual([
      'chart-human-and-ai-views.svg',
      'chart-top-pages.svg',
      'index.html',
      'page-views.csv',
      'report.md'
    ])
    expect(core.outputs()['export-dir']).toBe(dir)
  })
})

describe('an export that stops early', () => {
  test('max-requests: keeps what it fetched with a checkpoint, sets the outputs, fails with how to resume', async () => {
    const { failure, inputs } = await analytics({ ...SIXTEEN, 'max-requests': '2' })
    expect(viewOffsets(sim)).toEqual([0, 5])
    const dir = inputs.outputDir
    const checkpoint = join(dir, 'export-checkpoint.json')
    expect(failure).toMatch(/`max-requests` \(2\) was reached/)
    expect(failure).toContain(`What was fetched is in ${dir} with the checkpoint export-checkpoint.json`)
    expect(existsSync(checkpoint)).toBe(true)
    expect(core.outputs()).toMatchObject({ complete: 'false', checkpoint, 'page-count': '10', requests: '2' })
    const json = JSON.parse(readFileSync(join(dir, 'page-views.json'), 'utf8')) as Record<string, unknown>
    expect(json.complete).toBe(false)
    expect(core.warning).toHaveBeenCalledWith(expect.stringMatching(/`max-requests` \(2\) was reached/))
    expect(runner.summaryFile()).toContain('## Analytics report')
  })

  test('allow-incomplete: the same stop does not fail the step', async () => {
    const { failure } = await analytics({ ...SIXTEEN, 'max-requests': '2', 'allow-incomplete': 'true' })
    expect(failure).toBeUndefined()
    expect(core.outputs().complete).toBe('false')
  })
})
