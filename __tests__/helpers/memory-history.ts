import type { HistoryIndex, HistoryStore, HistoryWrite } from '../../src/modes/analytics/history/model.js'
import { periodFilePath, periodPath } from '../../src/modes/analytics/history/model.js'

/** A HistoryStore in memory: the files by path, and every write it took, in order. */
export class MemoryHistory implements HistoryStore {
  readonly where = 'memory'
  readonly files = new Map<string, string | Uint8Array>()
  readonly writes: HistoryWrite[] = []
  index: HistoryIndex | undefined

  constructor(index?: HistoryIndex) {
    this.index = index
  }

  readIndex(): Promise<HistoryIndex | undefined> {
    return Promise.resolve(this.index && structuredClone(this.index))
  }

  read(path: string): Promise<Uint8Array | undefined> {
    const file = this.files.get(path)
    return Promise.resolve(typeof file === 'string' ? new TextEncoder().encode(file) : file)
  }

  async write(build: (index: HistoryIndex | undefined) => Promise<HistoryWrite>): Promise<void> {
    const written = await build(await this.readIndex())
    if (written.period) {
      const folder = `${periodPath(written.period.range)}/`
      for (const path of [...this.files.keys()]) if (path.startsWith(folder)) this.files.delete(path)
      for (const [name, content] of written.period.files)
        this.files.set(periodFilePath(written.period.range, name), content)
    }
    for (const [path, content] of written.root ?? []) this.files.set(path, content)
    this.index = structuredClone(written.index)
    this.writes.push(written)
  }
}
