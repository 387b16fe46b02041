import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'

// An export's peak memory grows with its size mostly through V8's young generation: it doubles (16 →
// 64 MB and more) whenever the bytes that survive scavenges add up past its size, and the fetch loop
// keeps each page alive while the next one arrives. The space stays committed though almost empty.
// A growth factor of 1 keeps it at its starting size. Node documents flags set at run time as
// unsupported, so __tests__/bundle/young-generation.test.ts pins the effect on each Node the action
// supports, and `youngGenerationMb` lets the log (and that test) see it.

export const YOUNG_GENERATION_FLAG = '--semi-space-growth-factor=1'

/** Keeps the young generation from growing for the rest of the process (an export is its last phase). */
export function capYoungGeneration(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG)
}

/** The young generation's committed size now, in MB. */
export function youngGenerationMb(): number {
  const space = getHeapSpaceStatistics().find(s => s.space_name === 'new_space')
  return Math.round(((space?.space_size ?? 0) / 1024 / 1024) * 10) / 10
}
