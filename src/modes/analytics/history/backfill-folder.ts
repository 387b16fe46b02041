import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import {
  historyIndexSchema,
  INDEX_FILE,
  periodFilePath,
  periodPath,
  type HistoryIndex,
  type HistoryStore,
  type HistoryWrite
} from './model.js'

// The history in a folder (`history-dir`) for the backfill: the layout of model.ts, each file written
// to a temporary name and renamed, index.json last, so the index never names a period whose files are
// not all there yet.

export function backfillFolderStore(root: string): HistoryStore {
  const at = (path: string) => join(root, ...path.split('/'))
  const read = async (path: string): Promise<Uint8Array | undefined> => {
    try {
      return await readFile(at(path))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
  const readIndex = async (): Promise<HistoryIndex | undefined> => {
    const bytes = await read(INDEX_FILE)
    if (!bytes) return undefined
    let json: unknown
    try {
      json = JSON.parse(Buffer.from(bytes).toString('utf8'))
    } catch {
      return undefined
    }
    const parsed = historyIndexSchema.safeParse(json)
    return parsed.success ? parsed.data : undefined
  }
  return {
    where: `folder \`${root}\``,
    readIndex,
    read,
    async write(build: (index: HistoryIndex | undefined) => Promise<HistoryWrite>): Promise<void> {
      const written = await build(await readIndex())
      if (written.period) {
        await rm(at(periodPath(written.period.range)), { recursive: true, force: true })
        for (const [name, content] of written.period.files)
          await writeAtomic(at(periodFilePath(written.period.range, name)), content)
      }
      for (const [path, content] of written.root ?? []) await writeAtomic(at(path), content)
      await writeAtomic(at(INDEX_FILE), `${JSON.stringify(written.index, null, 2)}\n`)
    }
  }
}

async function writeAtomic(path: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(temporary, content, { flag: 'wx' })
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
