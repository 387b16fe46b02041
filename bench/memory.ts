// The export's memory, by phase: what bench/peak-rss.mjs records in the measured action, and the
// sentences the report builds from it (where the growth from the smallest to the largest export went).
import { count, mib } from './stats.js'

/** What the memory held at a phase's largest sample (bytes). */
export interface MemoryParts {
  rss: number
  young: number
  old: number
  arrayBuffers: number
}

/** Written by bench/peak-rss.mjs: the exact peak, and each phase's largest sample by `::group::` name. */
export interface PeakMemory {
  maxRss: number
  phases: Record<string, MemoryParts>
}

/** Each phase's largest sample: "Fetching page views 120 MB (young 16 MB, old 12 MB, ArrayBuffers 20 MB)". */
export const parts = (m: PeakMemory | undefined): string =>
  m
    ? Object.entries(m.phases)
        .filter(([name]) => name !== 'start')
        .map(
          ([name, p]) =>
            `${name.replace(/^(\w+).*/, '$1').toLowerCase()} ${mib(p.rss)} (young ${mib(p.young)}, old ${mib(p.old)}, ` +
            `ArrayBuffers ${mib(p.arrayBuffers)})`
        )
        .join(', ')
    : 'n/a'

const phaseOf = (m: PeakMemory | undefined, prefix: string): MemoryParts | undefined =>
  Object.entries(m?.phases ?? {}).find(([name]) => name.startsWith(prefix))?.[1]

/** Where the growth went, from the phases bench/peak-rss.mjs saw at the two sizes. */
export function memoryCause(
  first: { rows: number; atPeak?: PeakMemory },
  last: { rows: number; atPeak?: PeakMemory }
): string {
  const peakPhase = (m: PeakMemory | undefined) =>
    Object.values(m?.phases ?? {}).reduce<MemoryParts | undefined>(
      (a, p) => (!a || p.rss > a.rss ? p : a),
      undefined
    )
  const [a, b] = [peakPhase(first.atPeak), peakPhase(last.atPeak)]
  const written = phaseOf(last.atPeak, 'Writing')
  if (!a || !b || !written) return ''
  const plus = (x: number) => `${x >= 0 ? '+' : ''}${mib(x)}`
  const rowsBytes =
    (phaseOf(last.atPeak, 'Writing')?.arrayBuffers ?? 0) -
    (phaseOf(first.atPeak, 'Writing')?.arrayBuffers ?? 0)
  return (
    `At the peak (the artifact upload at both sizes): young generation ${plus(b.young - a.young)}, ` +
    `ArrayBuffers ${plus(b.arrayBuffers - a.arrayBuffers)}, old generation ${plus(b.old - a.old)}, the rest ` +
    `${plus(b.rss - a.rss - (b.young - a.young) - (b.arrayBuffers - a.arrayBuffers) - (b.old - a.old))}. ` +
    `While the files are written the ArrayBuffers hold ${plus(rowsBytes)} more, ` +
    `${count(Math.round(rowsBytes / Math.max(1, last.rows - first.rows)))} bytes for each row more: the row store and ` +
    'what its growth left behind. The young generation is ' +
    `${mib(a.young)} at ${count(first.rows)} rows and ${mib(b.young)} at ${count(last.rows)}: the export caps its ` +
    'growth (src/analytics/young-generation.ts).'
  )
}
