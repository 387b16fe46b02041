// What `npm run demo` shows: the step log rendered as the Actions UI shows it, and the job summary as
// readable text (scripts/demo-render.ts). The walkthrough itself runs the bundle: bundle/demo.test.ts.
import { describe, expect, test } from '@jest/globals'
import { renderLog, summaryAsText } from '../../scripts/demo-render.js'

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
