import type { GitHubRequest } from '../../../kernel/github/api.js'
import {
  commitToBranch,
  branchFileReader,
  readHead,
  type BranchFile,
  type BranchHead,
  type BranchRef,
  type CommitResult
} from '../../../kernel/github/git-data.js'
import { parseIndex } from './index-file.js'
import {
  INDEX_FILE,
  NOJEKYLL_FILE,
  periodFilePath,
  periodPath,
  type HistoryIndex,
  type HistoryStore,
  type HistoryWrite
} from './model.js'
import { checkedPath } from './paths.js'

// The history on a data branch, through the Git Data API (kernel/github/git-data.ts): one commit per
// write, on an orphan branch with `.nojekyll` made by the first. index.json is read from the head the
// commit will sit on and `build` runs on it: when another run moved the branch meanwhile, the commit
// is built again on the new head, so both runs' periods land. A period written again replaces its
// folder and nothing else.

export interface BranchHistory extends HistoryStore {
  /** The last commit this store wrote. */
  readonly lastCommit?: CommitResult
}

/** The history on `ref`; `warn` says a malformed file once. */
export function branchHistory(
  request: GitHubRequest,
  ref: BranchRef,
  warn: (message: string) => void
): BranchHistory {
  const said = new Set<string>()
  // The head read once, with one reader of its files (its folders listed once for them all).
  let head: Promise<BranchHead | undefined> | undefined
  const currentHead = () => (head ??= readHead(request, ref))
  const readers = new Map<string, (path: string) => Promise<Uint8Array | undefined>>()
  const readAt = (at: BranchHead, path: string) => {
    let reader = readers.get(at.commit)
    if (!reader) readers.set(at.commit, (reader = branchFileReader(request, ref, at)))
    return reader(path)
  }
  const indexAt = async (at: BranchHead | undefined): Promise<HistoryIndex | undefined> => {
    if (!at) return undefined
    const read = parseIndex(await readAt(at, INDEX_FILE))
    if (read && 'malformed' in read) {
      if (!said.has(INDEX_FILE))
        warn(
          `${INDEX_FILE} on the branch \`${ref.branch}\` ${read.malformed}: it is read as no index, and written again.`
        )
      said.add(INDEX_FILE)
      return undefined
    }
    return read?.value
  }
  const store: { -readonly [K in keyof BranchHistory]: BranchHistory[K] } = {
    where: `branch \`${ref.branch}\``,
    readIndex: async () => indexAt(await currentHead()),
    read: async path => {
      const checked = checkedPath(path)
      const at = await currentHead()
      return at ? readAt(at, checked) : undefined
    },
    write: async build => {
      store.lastCommit = await commitToBranch(request, ref, async at => {
        const written = await build(await indexAt(at))
        return { message: written.message, ...changeOf(written) }
      })
      head = undefined
    }
  }
  return store
}

/** The files of one write, and the period folder it replaces. */
function changeOf(write: HistoryWrite): { put: BranchFile[]; replaceFolders: string[] } {
  const put: BranchFile[] = [
    { path: NOJEKYLL_FILE, content: '' },
    { path: INDEX_FILE, content: `${JSON.stringify(write.index, null, 1)}\n` }
  ]
  for (const [path, content] of write.root ?? []) put.push({ path: checkedPath(path), content })
  if (!write.period) return { put, replaceFolders: [] }
  const { range, files } = write.period
  for (const [name, content] of files) put.push({ path: periodFilePath(range, name), content })
  return { put, replaceFolders: [periodPath(range)] }
}
