import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { forCsv } from '../../../kernel/safe-text.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { Place } from '../../../kernel/publish/places.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import type { DateRange } from '../datasets/model.js'
import { pagePathOf, type Gap, type GapEvidence } from './model.js'

// gaps.json and gaps.csv in `output-dir`: every gap with its key, rank and evidence. They go into the
// artifact, which anyone who can read the repository can download: their reader text is what the gate
// lets the artifact carry (none on a public repository unless `reader-text: keep`).

export const GAPS_JSON = 'gaps.json'
export const GAPS_CSV = 'gaps.csv'

/** A gap as a place may show it: its reader text made text by the gate. */
export interface ShownGap extends Omit<Gap, 'text' | 'evidence'> {
  text: string
  evidence: Omit<GapEvidence, 'variants' | 'comments' | 'transcript'> & {
    variants: string[]
    comments: string[]
    transcript?: { role: string; content: string }[]
  }
}

/** A gap with its reader text as the gate lets it out for `place`; with `omit`, no list of it at all. */
export function gapWithText(gap: Gap, gate: PublicationGate, place: Place): ShownGap {
  const omit = gate.modeFor(place) === 'omit'
  const { variants, comments, transcript, ...counts } = gap.evidence
  const shown = (list: readonly ReaderText[]) => (omit ? [] : list.map(t => gate.show(t, place)))
  return {
    ...gap,
    text: pagePathOf(gap) ?? gate.show(gap.text, place),
    evidence: {
      ...counts,
      variants: shown(variants),
      comments: shown(comments),
      ...(transcript
        ? {
            transcript: omit
              ? []
              : transcript.map(m => ({ role: m.role, content: gate.show(m.content, place) }))
          }
        : {})
    }
  }
}

export async function writeGapFiles(
  dir: string,
  range: DateRange,
  gaps: readonly Gap[],
  gate: PublicationGate
): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const shown = gaps.map(g => gapWithText(g, gate, 'artifact'))
  const json = join(dir, GAPS_JSON)
  const readerText = gate.modeFor('artifact')
  await writeFile(json, `${JSON.stringify({ ...range, readerText, gaps: shown }, null, 2)}\n`)
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
