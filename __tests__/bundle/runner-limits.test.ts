// What the runner refuses or lacks, on the built bundle: outputs and the job summary stay within its
// limits (cut with a visible note), a missing GITHUB_STEP_SUMMARY is a warning, and a run that fails
// before its mode wrote a summary still gets a short one (what failed, what to check).
import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deletedAfter, existingJob, runAgainst } from '../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useSimulator } from '../../__fixtures__/servers.js'
import { TOTAL_OUTPUT_BYTES } from '../../src/kernel/io/outputs.js'
import { SUMMARY_LIMIT_BYTES } from '../../src/kernel/io/step-summary.js'
import { closedPort } from '../helpers/ports.js'
import type { ActionRun } from '../helpers/run-action.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const keep = deletedAfter()
const agent = async (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  keep(await runAgainst(sim, inputs, { env }))

const outputBytes = (run: ActionRun) =>
  Object.values(run.outputs).reduce((sum, value) => sum + Buffer.byteLength(value, 'utf8'), 0)

describe('sizes the runner refuses', () => {
  test('a 4 MB model: outputs bounded together with a visible note, the summary far under 1 MiB', async () => {
    const jobId = await existingJob(sim)
    // 3-byte characters: each output's own cap (in characters) is not enough to keep the total small.
    const model = '€'.repeat(1_400_000)
    sim.injectFault({
      route: 'get',
      fault: {
        type: 'status',
        status: 200,
        body: JSON.stringify({ id: jobId, status: 'completed', model, prLink: null })
      }
    })
    const run = await agent({ 'job-id': jobId, 'fail-on': 'none' })
    expect(run.code).toBe(0)
    expect(outputBytes(run)).toBeLessThanOrEqual(TOTAL_OUTPUT_BYTES)
    expect(run.outputs['job-id']).toBe(jobId)
    expect(run.outputs.status).toBe('completed')
    expect(run.outputs.job).toMatch(/\[cut: all outputs together are limited to 256 KiB\]$/)
    expect(Buffer.byteLength(run.summary, 'utf8')).toBeLessThan(SUMMARY_LIMIT_BYTES)
    expect(run.summary).toContain('Docs agent')
  })

  test('a summary that would pass 1 MiB is cut at a safe point with a note', async () => {
    // The runner counts the whole step's file: fill it nearly to the limit first.
    const dir = mkdtempSync(join(tmpdir(), 'docs-agent-summary-'))
    const file = join(dir, 'prefilled-summary.md')
    // Leave room for about half of this run's summary (its prompt preview alone is ~4 KB of entities).
    writeFileSync(file, `<p>${'x'.repeat(SUMMARY_LIMIT_BYTES - 8 * 1024)}</p>\n`)
    const before = statSync(file).size
    const run = await agent({ prompt: '<&>'.repeat(400) }, { GITHUB_STEP_SUMMARY: file })
    expect(run.code).toBe(0)
    const text = readFileSync(file, 'utf8')
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThan(SUMMARY_LIMIT_BYTES)
    const added = text.slice(before)
    expect(added).toContain('Summary cut here')
    expect(added).toContain('Docs agent')
    // Never cut inside a tag: every `<` opens a complete tag.
    expect(added).not.toMatch(/<[^>]*$/)
    // Nor inside an entity: every `&` starts a complete one.
    expect(added.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '')).not.toContain('&')
    expect((added.match(/<table>/g) ?? []).length).toBe((added.match(/<\/table>/g) ?? []).length)
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('GITHUB_STEP_SUMMARY unset', () => {
  test('one warning, and the step succeeds', async () => {
    const run = await agent({ prompt: 'Update the docs' }, { GITHUB_STEP_SUMMARY: '' })
    expect(run.code).toBe(0)
    const warnings = run.stdout.split('\n').filter(l => l.startsWith('::warning::'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('GITHUB_STEP_SUMMARY')
    expect(run.outputs.status).toBe('completed')
  })
})

describe('a failure before any job exists still writes a short summary', () => {
  test('an unreachable host: what failed and what to check', async () => {
    const port = await closedPort()
    const run = await agent({
      prompt: 'Update the docs',
      'base-url': `http://127.0.0.1:${port}`,
      // 12 s: with 6 s a loaded machine (a CPU hog beside .ci/run) was still starting the process and
      // retrying when the deadline came, and the summary named the deadline instead.
      'timeout-minutes': '0.2'
    })
    expect(run.code).toBe(1)
    expect(run.summary).toContain('Docs agent: failed')
    expect(run.summary).toContain('What failed:')
    expect(run.summary).toMatch(/ECONNREFUSED/)
    expect(run.summary).toContain('<code>base-url</code>')
  })

  test('a hung server: the summary names timeout-minutes', async () => {
    sim.injectFault({ route: 'create', fault: { type: 'hang' } })
    const run = await agent({ prompt: 'Update the docs', 'timeout-minutes': '0.05' })
    expect(run.code).toBe(1)
    expect(run.summary).toContain('Docs agent: failed')
    expect(run.summary).toContain('<code>timeout-minutes</code>')
  })

  test('an input error: the summary says which input, and that nothing was sent', async () => {
    const run = await agent({ prompt: 'x', 'timeout-minutes': 'soon' })
    expect(run.code).toBe(1)
    expect(run.summary).toContain('failed')
    expect(run.summary).toContain('timeout-minutes')
    expect(run.summary).toContain('No request was sent')
    expect(sim.requests).toHaveLength(0)
  })

  test('outside text in the failure goes through the escaper', async () => {
    sim.injectFault({
      route: 'create',
      fault: {
        type: 'status',
        status: 400,
        body: JSON.stringify({ error: '\n\n# Rotate your key\n[here](https://evil.example)<img src=x>' })
      }
    })
    const run = await agent({ prompt: 'Update the docs' })
    expect(run.code).toBe(1)
    expect(run.summary).toContain('What failed:')
    expect(run.summary).not.toMatch(/^#/m)
    expect(run.summary).not.toContain('<img')
    expect(run.summary).not.toContain('](https')
  })
})
