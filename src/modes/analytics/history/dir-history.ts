import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { realClock, type Clock } from '../../../kernel/time/clock.js'
import { parseIndex } from './index-file.js'
import {
  INDEX_FILE,
  NOJEKYLL_FILE,
  periodFilePath,
  type HistoryIndex,
  type HistoryStore,
  type HistoryWrite,
  type PeriodFileName
} from './model.js'
import { checkedPath, REPLACED_PERIOD_FILES } from './paths.js'

// The history in a folder (`history-dir`): the data branch's layout on disk. Every file is written
// whole to a temporary name beside it, then renamed over the old one, so a reader sees the old file or
// the new one. index.json is read, merged and written under a lock file (created exclusively: one run
// holds it), so two runs at once both keep their period's entry. A lock left by a run that died is
// taken over once it is older than LOCK_STALE_MS.

const LOCK_FILE = '.index.lock'
const LOCK_STALE_MS = 60_000
const LOCK_WAIT_MS = 120_000
const LOCK_POLL_MS = 50

async function writeAtomic(path: string, content: string | Uint8Array): Promise<void> {
  const dir = join(path, '..')
  await mkdir(dir, { recursive: true })
  const temporary = join(dir, `.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(temporary, content, { flag: 'wx' })
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

async function takeLock(root: string, clock: Clock): Promise<() => Promise<void>> {
  const path = join(root, LOCK_FILE)
  const token = randomBytes(8).toString('hex')
  const giveUp = clock.now() + LOCK_WAIT_MS
  await mkdir(root, { recursive: true })
  for (;;) {
    try {
      const handle = await open(path, 'wx')
      await handle.writeFile(token)
      await handle.close()
      return async () => {
        const held = await readFile(path, 'utf8').catch(() => '')
        if (held === token) await rm(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const since = await stat(path).then(
      s => Date.now() - s.mtimeMs,
      () => 0
    )
    if (since > LOCK_STALE_MS) await rm(path, { force: true })
    else if (clock.now() > giveUp)
      throw new Error(`${path} stayed locked by another run for ${LOCK_WAIT_MS / 1000} s`)
    else await clock.sleep(LOCK_POLL_MS)
  }
}

/** The history kept in the folder `root`; `warn` says a malformed file once. */
export function dirHistory(
  root: string,
  warn: (message: string) => void,
  clock: Clock = realClock
): HistoryStore {
  const said = new Set<string>()
  const readBytes = async (path: string): Promise<Uint8Array | undefined> => {
    try {
      return await readFile(join(root, checkedPath(path)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
  const readIndex = async (): Promise<HistoryIndex | undefined> => {
    const read = parseIndex(await readBytes(INDEX_FILE))
    if (read && 'malformed' in read) {
      if (!said.has(INDEX_FILE))
        warn(`${join(root, INDEX_FILE)} ${read.malformed}: it is read as no index, and written again.`)
      said.add(INDEX_FILE)
      return undefined
    }
    return read?.value
  }
  const apply = async (write: HistoryWrite): Promise<void> => {
    if (write.period) {
      const { range, files } = write.period
      for (const [name, content] of files) await writeAtomic(join(root, periodFilePath(range, name)), content)
      // The period's folder is replaced: the layout's files this write does not hold go; the loop's
      // own (claim.json, loop.json) stay, for the loop's memory writes them in the folder.
      for (const name of REPLACED_PERIOD_FILES as readonly PeriodFileName[])
        if (!files.has(name)) await rm(join(root, periodFilePath(range, name)), { force: true })
    }
    for (const [path, content] of write.root ?? []) await writeAtomic(join(root, checkedPath(path)), content)
    await writeAtomic(join(root, NOJEKYLL_FILE), '')
    await writeAtomic(join(root, INDEX_FILE), `${JSON.stringify(write.index, null, 1)}\n`)
  }
  return {
    where: `folder \`${root}\``,
    readIndex,
    read: readBytes,
    write: async build => {
      const release = await takeLock(root, clock)
      try {
        await apply(await build(await readIndex()))
      } finally {
        await release()
      }
    }
  }
}
