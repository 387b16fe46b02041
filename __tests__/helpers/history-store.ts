import type {
  HistoryIndex,
  HistoryStore,
  HistoryWrite,
  PeriodEntry
} from '../../src/modes/analytics/history/model.js'
import { periodPath } from '../../src/modes/analytics/history/model.js'

// A history held in memory, for unit tests of what reads it: every read is counted by path, and the
// most reads in flight at once is kept.

export class MemoryHistoryStore implements HistoryStore {
  readonly where = 'folder `history`'
  readonly files = new Map<string, Uint8Array>()
  readonly reads: string[] = []
  inFlight = 0
  mostInFlight = 0

  constructor(public index: HistoryIndex | undefined = undefined) {}

  async readIndex(): Promise<HistoryIndex | undefined> {
    this.reads.push('index.json')
    return this.index
  }

  async read(path: string): Promise<Uint8Array | undefined> {
    this.reads.push(path)
    this.inFlight++
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight)
    // A turn of the event loop, so reads started together overlap.
    await new Promise(resolve => setImmediate(resolve))
    this.inFlight--
    return this.files.get(path)
  }

  async write(build: (index: HistoryIndex | undefined) => Promise<HistoryWrite>): Promise<void> {
    const written = await build(this.index)
    this.index = written.index
    if (written.period) {
      const folder = periodPath(written.period.range)
      for (const path of [...this.files.keys()]) if (path.startsWith(`${folder}/`)) this.files.delete(path)
      for (const [name, content] of written.period.files) this.put(`${folder}/${name}`, content)
    }
    for (const [name, content] of written.root ?? []) this.put(name, content)
  }

  put(path: string, content: string | Uint8Array | object): void {
    const bytes =
      content instanceof Uint8Array
        ? content
        : Buffer.from(typeof content === 'string' ? content : JSON.stringify(content))
    this.files.set(path, bytes)
  }
}

/** `count` weekly periods from `first` (a Sunday, `YYYY-MM-DD`), oldest first. */
export function weeklyPeriods(first: string, count: number): { dateFrom: string; dateTo: string }[] {
  const start = Date.parse(`${first}T00:00:00Z`)
  const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10)
  return Array.from({ length: count }, (_, i) => ({ dateFrom: day(7 * i), dateTo: day(7 * i + 7) }))
}

/** An index holding `periods`. */
export function indexOf(periods: readonly { dateFrom: string; dateTo: string }[]): HistoryIndex {
  const entries: PeriodEntry[] = periods.map(p => ({
    ...p,
    complete: true,
    writtenAt: `${p.dateTo}T01:00:00Z`
  }))
  return { version: 1, project: 'proj_test', periods: entries }
}
