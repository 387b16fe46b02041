// The CI job must outlast the bounds inside .ci/run: a hung test is then stopped by the script's own
// `timeout`, with jest's output, rather than by GitHub cancelling the job with nothing to show.
import { expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

const root = new URL('..', import.meta.url)

test(".ci/run's timeouts together fit inside the CI job's timeout-minutes, with room for the rest", () => {
  const script = readFileSync(new URL('.ci/run', root), 'utf8')
  const bounds = [...script.matchAll(/^[^#\n]*\btimeout (\d+) /gm)].map(m => Number(m[1]))
  expect(bounds.length).toBeGreaterThan(0)
  const workflow = parse(readFileSync(new URL('.github/workflows/ci.yml', root), 'utf8')) as {
    jobs: Record<string, { 'timeout-minutes'?: number; steps: Array<{ run?: string }> }>
  }
  const job = Object.values(workflow.jobs).find(j => j.steps.some(s => s.run?.includes('.ci/run')))
  // Install, lint, typecheck, the build, the audit and the quick bench take a few minutes besides.
  const rest = 10 * 60
  expect((job?.['timeout-minutes'] ?? 0) * 60).toBeGreaterThan(bounds.reduce((a, b) => a + b, 0) + rest)
})
