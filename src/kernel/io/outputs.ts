import { forOutput } from '../safe-text.js'

// The run's outputs. Every value passes forOutput on its way: redacted, one line, bounded. All outputs
// together are bounded too (the runner refuses oversized ones): a value that would take them past
// TOTAL_OUTPUT_BYTES is cut, with a visible note. Each mode names its own outputs in its outputs.ts; a
// front end says where they go (a GitHub Actions step's output file, a terminal's JSON).

/** All outputs of one run together, in UTF-8 bytes: well under the runner's 1 MiB. */
export const TOTAL_OUTPUT_BYTES = 256 * 1024

/** Where a front end writes an output's final text. */
export type OutputWriter = (name: string, text: string) => void

export class Outputs {
  /** Each output's value as written (an output set twice counts once, at its last value). */
  private readonly values = new Map<string, string>()

  constructor(private readonly write: OutputWriter) {}

  set(name: string, value: string | number | undefined): void {
    let text = forOutput(value === undefined ? '' : String(value))
    let others = 0
    for (const [other, written] of this.values)
      if (other !== name) others += Buffer.byteLength(written, 'utf8')
    const room = TOTAL_OUTPUT_BYTES - others
    const size = Buffer.byteLength(text, 'utf8')
    if (size > room) {
      const note = ` [cut: all outputs together are limited to ${TOTAL_OUTPUT_BYTES / 1024} KiB]`
      text = room > note.length ? `${utf8Cut(text, room - note.length)}${note}` : ''
    }
    // The runner appends every setOutput to its file: a value already written is not written again
    // (the job id, set before polling, is set once).
    if (this.values.get(name) === text) return
    this.values.set(name, text)
    this.write(name, text)
  }

  /** The value an output was last set to in this run (as written), if it was set. */
  get(name: string): string | undefined {
    return this.values.get(name)
  }
}

/** The longest prefix within `maxBytes` of UTF-8, never splitting a character. */
function utf8Cut(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8')
  let end = maxBytes
  while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--
  return bytes.subarray(0, end).toString('utf8')
}
