// `npm run demo`: the step log rendered as the Actions UI shows it, the job summary as readable text,
// and the walkthrough itself, run against a temporary output folder: the export it names must exist
// after it ends.
import { describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderLog, summaryAsText } from '../scripts/demo-render.js'
import { ROOT } from './helpers/run-action.js'

describe('renderLog', () => {
  test('shows groups as headings, marks annotations, hides the other commands', () => {
    const stdout = [
      '::add-mask::secret-value',
      'Starting',
      '::group::Fetching page views',
      'Offset 0: 250 rows',
      '::debug::internal detail',
      '::endgroup::',
      '::warning::Not uploading the artifact%0Asecond line 100%25',
      '::error title=Job failed::Job job_1 failed.',
      '::notice::Done'
    ].join('\n')
    expect(renderLog(stdout)).toEqual([
      'Starting',
      '▸ Fetching page views',
      '    Offset 0: 250 rows',
      '⚠ Warning: Not uploading the artifact',
      '    second line 100%',
      '✖ Error (Job failed): Job job_1 failed.',
      'ℹ Notice: Done'
    ])
  })
})

describe('summaryAsText', () => {
  test('an HTML table keeps file paths apart and links readable', () => {
    const html = [
      '<h2>Page views export</h2>',
      '<table><tr><th>Field</th><th>Value</th></tr>',
      '<tr><td>Files</td><td><code>/out/page-views.csv</code><br><code>/out/page-views.json</code></td></tr>',
      '<tr><td>Pull request</td><td><a href="https://x.test/pull/1">https&#58;//x.test/pull/1</a></td></tr>',
      '<tr><td>Note</td><td>&lt;b&gt; &amp;lt; <a href="https://x.test/a">the dashboard</a></td></tr>',
      '</table>',
      '<details><summary>Prompt</summary><pre>Fix &lt;code&gt;</pre></details>'
    ].join('\n')
    expect(summaryAsText(html).split('\n')).toEqual([
      'Page views export',
      '─────────────────',
      '',
      'Field         Value',
      'Files         /out/page-views.csv',
      '              /out/page-views.json',
      'Pull request  https://x.test/pull/1',
      'Note          <b> &lt; the dashboard (https://x.test/a)',
      '',
      'Prompt:',
      '',
      '  Fix <code>'
    ])
  })

  test('Markdown: headings, tables, code spans, links; a Mermaid chart is named, not dumped', () => {
    const markdown = [
      '## Report',
      '',
      '| Field | Value |',
      '| --- | --- |',
      '| Stopped | at `timeout-minutes` |',
      '| Link | [job](https://x.test/j) |',
      '',
      '```mermaid',
      'pie title Views',
      '```',
      '**Done.**'
    ].join('\n')
    expect(summaryAsText(markdown).split('\n')).toEqual([
      'Report',
      '──────',
      '',
      'Field    Value',
      'Stopped  at timeout-minutes',
      'Link     job (https://x.test/j)',
      '',
      '[a chart, drawn by GitHub in the job summary]',
      'Done.'
    ])
  })
})

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
    for (const file of ['1-create.md', '2-follow-up.md', '3-export.md'])
      expect(readFileSync(join(out, 'summaries', file), 'utf8')).toMatch(/\S/)
    expect(stdout).toContain(`Kept in ${out}/`)
    expect(stdout).toContain(`${out}/page-views/page-views.csv`)

    // A walkthrough: each step announced, the directive and the artifact warning explained, and the
    // runner's commands rendered rather than printed.
    for (const n of [1, 2, 3]) expect(stdout).toContain(`Step ${n} of 3:`)
    expect(stdout).toMatch(/`\[sim:completed-pr polls=2\]` is a directive only the simulator reads/)
    expect(stdout).toMatch(/Expect one warning: outside a GitHub runner there is no artifact service/)
    expect(stdout).toMatch(/│ +⚠ Warning: Not uploading the artifact/)
    expect(stdout).toContain('│ ▸ Waiting for job')
    expect(stdout).not.toMatch(/^\s*│\s*::/m)
    // What the action sent, from the simulator's request log.
    expect(stdout).toContain(`POST /v2/agent/proj_demo/job → 201`)
    expect(stdout).toMatch(/GET \/v1\/analytics\/proj_demo\/views\?\S*offset=0 → 200/)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}, 120_000)
