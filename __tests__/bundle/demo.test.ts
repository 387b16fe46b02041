// `npm run demo`: the walkthrough, run against a temporary output folder: the export it names must
// exist after it ends. How it renders the log and the summary: demo-render.test.ts.
import { expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../helpers/run-action.js'

test('the demo walks through every step and keeps the export it names', async () => {
  const out = mkdtempSync(join(tmpdir(), 'docs-agent-demo-'))
  try {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/demo.ts'], {
      cwd: ROOT,
      env: { ...process.env, DEMO_OUTPUT_DIR: out },
      stdio: 'pipe'
    })
    const guard = setTimeout(() => child.kill('SIGKILL'), 100_000)
    let stdout = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stdout += c.toString()))
    const code = await new Promise(resolve => child.on('close', resolve))
    clearTimeout(guard)
    expect([code, stdout]).toEqual([0, expect.stringContaining('Demo finished: every step exited 0.')])

    const csv = join(out, 'page-views', 'page-views.csv')
    expect(readFileSync(csv, 'utf8').split('\r\n')[0]).toBe('path,human,ai,total')
    expect(existsSync(join(out, 'page-views', 'page-views.json'))).toBe(true)
    for (const file of ['1-create.md', '2-follow-up.md', '3-export.md', '4-preview.md'])
      expect(readFileSync(join(out, 'summaries', file), 'utf8')).toMatch(/\S/)
    expect(stdout).toContain(`Kept in ${out}/`)
    expect(stdout).toContain(`${out}/page-views/page-views.csv`)

    // A walkthrough: each step announced, the directive and the artifact warning explained, and the
    // runner's commands rendered rather than printed.
    for (const n of [1, 2, 3, 4]) expect(stdout).toContain(`Step ${n} of 4:`)
    expect(stdout).toMatch(/`\[sim:completed-pr polls=2\]` is a directive only the simulator reads/)
    expect(stdout).toMatch(/Expect one warning: outside a GitHub runner there is no artifact service/)
    expect(stdout).toMatch(/│ +⚠ Warning: Not uploading the artifact/)
    expect(stdout).toContain('│ ▸ Waiting for job')
    expect(stdout).not.toMatch(/^\s*│\s*::/m)
    // What the action sent, from the simulator's request log.
    expect(stdout).toContain(`POST /v2/agent/proj_demo/job → 201`)
    expect(stdout).toMatch(/GET \/v1\/analytics\/proj_demo\/views\?\S*offset=0 → 200/)
    expect(stdout).toContain('POST /v1/project/preview/proj_demo → 202')
    expect(stdout).toMatch(/preview-url = https:\/\//)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})
