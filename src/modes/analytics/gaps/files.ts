import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { forCsv } from '../../../kernel/safe-text.js'
import { readerText, type ReaderTextMode } from '../../../kernel/reader-text.js'
import type { DateRange } from '../datasets/model.js'
import type { Gap } from './model.js'

// gaps.json and gaps.csv in `output-dir`: every gap with its key, rank and evidence. Reader text in
// them follows `reader-text` (the artifact can be read by anyone who can read the repository).

export const GAPS_JSON = 'gaps.json'
export const GAPS_CSV = 'gaps.csv'

/** A gap with its reader text as `mode` lets it out. */
export function gapWithText(gap: Gap, mode: ReaderTextMode): Gap {
  const text = (t: string) => readerText(t, mode)
  const isPage = gap.key.startsWith('p-')
  const e = gap.evidence
  return {
    ...gap,
    text: isPage ? gap.text : text(gap.text),
    evidence: {
      ...e,
      variants: mode === 'omit' ? [] : e.variants.map(text),
      comments: mode === 'omit' ? [] : e.comments.map(text),
      ...(e.transcript
        ? {
            transcript:
              mode === 'omit' ? [] : e.transcript.map(m => ({ role: m.role, content: text(m.content) }))
          }
        : {})
    }
  }
}

export async function writeGapFiles(
  dir: string,
  range: DateRange,
  gaps: readonly Gap[],
  mode: ReaderTextMode
): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const shown = gaps.map(g => gapWithText(g, mode))
  const json = join(dir, GAPS_JSON)
  await writeFile(json, `${JSON.stringify({ ...range, readerText: mode, gaps: shown }, null, 2)}\n`)
  const header =
    'rank,key,text,sources,weight,searches_without_click,unanswered,thumbs_down,pages,variants,comments'
  const lines = shown.map(g =>
    [
      String(g.rank),
      g.key,
      forCsv(g.text),
      g.sources.join(' '),
      String(g.weight),
      String(g.evidence.searches),
      String(g.evidence.unanswered),
      String(g.evidence.thumbsDown),
      forCsv(g.evidence.pages.join(' ')),
      forCsv(g.evidence.variants.join(' | ')),
      forCsv(g.evidence.comments.join(' | '))
    ].join(',')
  )
  const csv = join(dir, GAPS_CSV)
  await writeFile(csv, `${[header, ...lines].join('\n')}\n`)
  return [json, csv]
}
