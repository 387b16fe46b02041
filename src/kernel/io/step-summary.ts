import { SummaryFile } from './summary-file.js'

// The run's job summary: a builder that modes add to (the subset of @actions/core's summary they use,
// so a GitHub Actions step builds exactly @actions/core's HTML), and one write that turns it into text
// and appends it to the summary file within the runner's limits (summary-file.ts).

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

/**
 * What modes add to, kept as a list of calls: the front end's builder (@actions/core's summary in a
 * GitHub Actions step) loads only when the summary is written, after the work, and replays them.
 */
class SummaryCalls implements SummaryBuilder {
  calls: ((builder: SummaryBuilder) => void)[] = []

  addHeading(text: string, level?: number): this {
    this.calls.push(b => b.addHeading(text, level))
    return this
  }
  addTable(rows: Cell[][]): this {
    this.calls.push(b => b.addTable(rows))
    return this
  }
  addRaw(text: string, addEOL?: boolean): this {
    this.calls.push(b => b.addRaw(text, addEOL))
    return this
  }
  addDetails(label: string, content: string): this {
    this.calls.push(b => b.addDetails(label, content))
    return this
  }
}

export class StepSummary {
  private readonly file: SummaryFile
  private readonly calls = new SummaryCalls()

  constructor(
    /** Loads the front end's builder, which turns what modes added into the summary's text. */
    private readonly loadBuilder: () => Promise<SummaryBuffer>,
    file: string | undefined,
    warn: (message: string) => void
  ) {
    this.file = new SummaryFile(file, warn)
  }

  /** What modes add to; nothing is written until `write`. */
  get builder(): SummaryBuilder {
    return this.calls
  }

  /** Whether this run wrote any summary (main.ts writes a short one on failure if not). */
  get written(): boolean {
    return this.file.written
  }

  /** Appends `markdown` (if given) to what was built, then writes it all out. */
  async write(markdown?: string): Promise<void> {
    if (markdown !== undefined) this.calls.addRaw(markdown, true)
    const calls = this.calls.calls.splice(0)
    const builder = await this.loadBuilder()
    builder.emptyBuffer()
    for (const call of calls) call(builder)
    const text = builder.stringify()
    builder.emptyBuffer()
    this.file.append(text)
  }

  /** Writes `text` as it is, past the builder (a failure summary after a half-built one was dropped). */
  append(text: string): void {
    this.file.append(text)
  }

  /** Drops what was built and not written: a failed mode's half-built summary. */
  discard(): void {
    this.calls.calls.length = 0
  }
}
