// Every attempt is counted before it is sent, retries included, and the plan line is a promise the run
// keeps: the transcripts answering the documented 500 get the requests the plan promised and no more,
// a failing transcript does not stop the next one, a thread two rows share is fetched once, and the
// `requests` output is the number of attempts the API saw.
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deletedAfter, runAnalytics } from '../../../__fixtures__/runs.js'
import { FEBRUARY_2026, useSimulator } from '../../../__fixtures__/servers.js'
import { analyticsAttempts } from '../../../simulator/analytics.js'
import { DEFAULT_API_KEY, DEFAULT_PROJECT } from '../../../simulator/index.js'
import { NODE, ROOT } from '../../helpers/run-action.js'

const WEEK = { 'date-from': '2026-02-01', 'date-to': '2026-02-08' }
const keep = deletedAfter()

/** The plan line's promise for the transcripts: `at most N request(s)`. */
function promisedForTranscripts(stdout: string): number {
  const line = /The gaps add at most (\d+) request\(s\) for the top unanswered questions' transcripts/.exec(
    stdout
  )
  expect(line).not.toBeNull()
  return Number(line?.[1])
}

describe('transcripts answering the documented 500', () => {
  const sim = useSimulator({
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: Infinity,
    analytics: { gaps: true }
  })

  it('get at most the requests the plan promised, the next thread is tried, and every attempt is counted', async () => {
    sim.injectFault({
      route: 'thread',
      fault: { type: 'status', status: 500, body: '{"error":"Internal server error"}' },
      times: Infinity
    })
    const run = keep(await runAnalytics(sim, { ...WEEK, gaps: 'true' }))
    expect(run.code).toBe(0)
    const threads = sim.requests.filter(r => r.route === 'thread')
    expect(threads.length).toBeGreaterThan(0)
    expect(threads.length).toBeLessThanOrEqual(promisedForTranscripts(run.stdout))
    // One thread failing does not stop the next one.
    expect(new Set(threads.map(r => r.params.threadId)).size).toBeGreaterThanOrEqual(2)
    expect(Number(run.outputs.requests)).toBe(analyticsAttempts(sim.requests))
  }, 120_000)
})

describe('a thread two conversation rows share', () => {
  // Every fifth conversation is unanswered twice: its first question and its follow-up are two gaps
  // with one thread.
  const sim = useSimulator({
    pageViews: FEBRUARY_2026,
    analyticsLimitPerHour: Infinity,
    analytics: { conversations: 60, turns: { every: 5, count: 2 } }
  })

  it('is fetched once per run', async () => {
    const run = keep(
      await runAnalytics(sim, { 'date-from': '2026-02-01', 'date-to': '2026-03-01', gaps: 'true' })
    )
    expect(run.code).toBe(0)
    const ids = sim.requests.filter(r => r.route === 'thread').map(r => r.params.threadId)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).toEqual([...new Set(ids)])
    expect(Number(run.outputs.requests)).toBe(analyticsAttempts(sim.requests))
  })
})

describe('an export stopped early by max-requests', () => {
  const sim = useSimulator({ pageViews: FEBRUARY_2026, analyticsLimitPerHour: Infinity })

  it('says "not fetched" for the datasets it never read, leaves their outputs empty and ends on the right dataset', async () => {
    const run = keep(
      await runAnalytics(sim, { ...WEEK, datasets: 'views,searches,feedback,assistant', 'max-requests': '2' })
    )
    expect(run.code).toBe(1)
    expect(run.outputs.complete).toBe('false')
    const headline = run.outputs.headline ?? ''
    expect(headline).toMatch(/feedback entries not fetched/)
    expect(headline).toMatch(/assistant conversations not fetched/)
    expect(headline).not.toMatch(/\b0 (feedback|assistant)/)
    expect(headline).toMatch(/searches/)
    expect(run.outputs['feedback-count']).toBe('')
    expect(run.outputs['assistant-conversations']).toBe('')
    expect(run.outputs['assistant-turns']).toBe('')
    expect(run.outputs['searches-total']).not.toBe('')
    expect(run.summary).toMatch(
      /Not fetched \(the export stopped before them\): feedback entries, assistant conversations/
    )
    // The last progress line is the dataset the export stopped in.
    const progress = run.stdout
      .split('\n')
      .filter(l => /^(page views|searches|feedback|assistant conversations): /.test(l))
    expect(progress.at(-1)).toMatch(/^feedback: not fetched; 0 request\(s\) in this run; stopped/)
    expect(Number(run.outputs.requests)).toBe(analyticsAttempts(sim.requests))
    expect(Number(run.outputs.requests)).toBe(2)
  })

  it('on the command line, the last progress line names the dataset it stopped in', async () => {
    const out = mkdtempSync(join(tmpdir(), 'ledger-cli-'))
    const args = ['--date-from', WEEK['date-from'], '--date-to', WEEK['date-to'], '--max-requests', '2']
    args.push('--base-url', sim.url, '--output-dir', out)
    const child = spawn(
      NODE,
      [join(ROOT, 'dist', 'bin.js'), 'analytics', ...args, '--datasets', 'views,searches,feedback,assistant'],
      {
        env: { ...process.env, MINTLIFY_API_KEY: DEFAULT_API_KEY, MINTLIFY_PROJECT_ID: DEFAULT_PROJECT },
        cwd: out
      }
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)))
    child.stdout.resume()
    const code = await new Promise(resolve => child.on('close', resolve))
    rmSync(out, { recursive: true, force: true })
    expect(code).toBe(1)
    const progress = stderr.split('\n').filter(l => l.startsWith('analytics · '))
    expect(progress.at(-1)).toMatch(/^analytics · feedback · 54 rows · 2 of 2 requests · /)
  })
})
