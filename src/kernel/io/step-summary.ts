import { SummaryFile } from './summary-file.js'

// The run's job summary: a builder that modes add to (the subset of @actions/core's summary they use,
// so a GitHub Actions step builds exactly @actions/core's HTML), and one write that empties it into the
// summary file within the runner's limits (summary-file.ts).

export { SUMMARY_LIMIT_BYTES, truncateHtml } from './summary-file.js'

type Cell = string | { data: string; header?: boolean }

/** What a mode adds to a summary with. */
export interface SummaryBuilder {
  addHeading(text: string, level?: number): SummaryBuilder
  addTable(rows: Cell[][]): SummaryBuilder
  addRaw(text: string, addEOL?: boolean): SummaryBuilder
  addDetails(label: string, content: string): SummaryBuilder
}

/** A builder whose text can be taken out: @actions/core's summary is one. */
export interface SummaryBuffer extends SummaryBuilder {
  stringify(): string
  emptyBuffer(): unknown
}

export class StepSummary {
  private readonly file: SummaryFile

  constructor(
    /** What modes add to: @actions/core's summary in a GitHub Actions step. */
    readonly builder: SummaryBuffer,
    file: string | undefined,
    warn: (message: string) => void
  ) {
    this.file = new SummaryFile(file, warn)
  }

  /** Whether this run wrote any summary (main.ts writes a short one on failure if not). */
  get written(): boolean {
    return this.file.written
  }

  /** Appends `markdown` (if given) to what was built, then writes it all out. */
  async write(markdown?: string): Promise<void> {
    if (markdown !== undefined) this.builder.addRaw(markdown, true)
    const text = this.builder.stringify()
    this.builder.emptyBuffer()
    this.file.append(text)
  }

  /** Writes `text` as it is, past the builder (a failure summary after a half-built one was dropped). */
  append(text: string): void {
    this.file.append(text)
  }

  /** Drops what was built and not written: a failed mode's half-built summary. */
  discard(): void {
    this.builder.emptyBuffer()
  }
}
