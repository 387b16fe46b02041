import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'

// What made an export's peak memory grow with its size, beyond the rows themselves, was V8 keeping
// empty heap: the young generation doubles (16 → 64 MB and more) whenever the bytes that survive
// scavenges add up past its size, and the old generation lets garbage promoted by the fetch loop pile
// up to about twice what is live before it collects. A semi-space growth factor of 1 keeps the young
// generation at its starting size; --optimize-for-size makes V8 collect the old generation sooner (and
// shrinks the young one further). Measured by `npm run bench`: see BENCHMARKS.md for the peak and the
// time it costs. Node documents flags set at run time as unsupported, so
// __tests__/bundle/heap-flags.test.ts pins each flag's effect on each Node the action supports, and
// `youngGenerationMb` lets the log (and that test) see it.

export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1'
export const OLD_GENERATION_FLAG = '--optimize-for-size'

/** Keeps V8's heap close to what is live for the rest of the process (an export is its last phase). */
export function keepHeapSmall(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG)
  setFlagsFromString(OLD_GENERATION_FLAG)
}

/** The young generation's committed size now, in MB. */
export function youngGenerationMb(): number {
  const space = getHeapSpaceStatistics().find(s => s.space_name === 'new_space')
  return Math.round(((space?.space_size ?? 0) / 1024 / 1024) * 10) / 10
}
