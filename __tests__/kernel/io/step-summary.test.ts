// truncateHtml, the cut that keeps a job summary under the runner's 1 MiB: at any size, the result
// fits, ends with the note, and has no cut tag, entity or character, no tag left open, no open fence.
import { describe, expect, test } from '@jest/globals'
import { SUMMARY_LIMIT_BYTES, truncateHtml } from '../../../src/kernel/io/step-summary.js'

const VOID = new Set(['br', 'hr', 'img'])

function openTags(html: string): string[] {
  const stack: string[] = []
  for (const m of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^<>]*>/gi)) {
    const name = (m[2] as string).toLowerCase()
    if (VOID.has(name)) continue
    if (m[1]) {
      // A 12 MB summary holds 100k tags: expect() only where a close does not match its open.
      const open = stack.pop()
      if (open !== name) expect(open).toBe(name)
    } else stack.push(name)
  }
  return stack
}

function sample(rows: number): string {
  const parts = ['<h2>Report</h2>\n', '<table><tr><th>Path</th><th>Views</th></tr>']
  for (let i = 0; i < rows; i++)
    parts.push(`<tr><td><code>/docs/&lt;page&gt;-€-${i}</code></td><td>${i}&#44;000</td></tr>`)
  parts.push('</table>\n', '\n```mermaid\npie\n  "a" : 1\n  "b" : 2\n```\n')
  parts.push('<details><summary>Prompt</summary><pre>', 'x &amp; y 😀 '.repeat(rows), '</pre></details>\n')
  return parts.join('')
}

describe('truncateHtml', () => {
  test('text that fits is left as it is', () => {
    const html = sample(3)
    expect(truncateHtml(html, 1_000_000)).toBe(html)
  })

  test('a 12 MB summary is cut to fit 1 MiB, with the note', () => {
    const html = sample(150_000)
    expect(Buffer.byteLength(html)).toBeGreaterThan(12_000_000)
    const cut = truncateHtml(html, SUMMARY_LIMIT_BYTES - 1024)
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES - 1024)
    expect(cut).toContain('Summary cut here')
    expect(openTags(cut)).toEqual([])
  })

  test.each([1_200, 2_000, 3_333, 5_000, 8_191, 20_000, 30_001])('cut at %d bytes: safe everywhere', max => {
    const html = sample(400)
    const cut = truncateHtml(html, max)
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(max)
    expect(cut).toMatch(/Summary cut here/)
    expect(cut).not.toContain('\uFFFD') // no character cut in half
    expect(cut.replace(/&(#\d+|[a-z]+);/gi, '')).not.toContain('&') // no entity cut in half
    expect(cut).not.toMatch(/<[^>]*(<|$)/) // no tag cut in half
    expect(openTags(cut)).toEqual([])
    const fences = cut.split('\n').filter(l => l.startsWith('```')).length
    expect(fences % 2).toBe(0)
  })

  test('no room at all: nothing is written rather than a broken fragment', () => {
    expect(truncateHtml(sample(400), 100)).toBe('')
  })
})
