import { forLog } from '../safe-text.js'
import { describeGitHubError } from './api.js'
import { gitHubMessage, statusOf, type RepoName } from './git-data-wire.js'

/** A branch of a repository (git-data.ts's BranchRef). */
type BranchRef = RepoName & { readonly branch: string }

// What GitHub's answers to the Git Data API mean for a run: another run got there first (read the
// head again and rebuild), or a refusal the run says in one line (a rule, or a missing permission).

/** Why GitHub refused the write, in the words the run says it with. */
export type BranchRefusal =
  | { readonly kind: 'permission'; readonly message: string }
  | { readonly kind: 'rule'; readonly message: string }

export class BranchRefusedError extends Error {
  constructor(readonly refusal: BranchRefusal) {
    super(refusal.message)
    this.name = 'BranchRefusedError'
  }
}

export const where = (ref: BranchRef) =>
  `the branch ${forLog(ref.branch, 200)} of ${forLog(`${ref.owner}/${ref.repo}`, 200)}`

/** Another run moved or made the branch between this run's read and its write. */
export function raced(error: unknown): boolean {
  if (statusOf(error) !== 422 || isRule(error)) return false
  return /not a fast.?forward|reference (already exists|does not exist|cannot be updated|update failed)/i.test(
    gitHubMessage(error)
  )
}

const isRule = (error: unknown) => /rule violation|protected branch/i.test(gitHubMessage(error))

/** Runs `call`, turning GitHub's refusals into BranchRefusedError. */
export async function refusing<T>(
  ref: BranchRef,
  phase: 'read' | 'write',
  call: () => Promise<T>
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw refusalOf(error, ref, phase) ?? error
  }
}

/**
 * The refusal `error` is, if it is one: a branch rule (422, or 403 naming a protected branch), a
 * token without `contents: write` (403), or a repository the token cannot see (404 on a write:
 * GitHub hides what a token may not reach).
 */
export function refusalOf(
  error: unknown,
  ref: BranchRef,
  phase: 'read' | 'write'
): BranchRefusedError | undefined {
  const status = statusOf(error)
  const said = forLog(describeGitHubError(error).message, 200)
  if ((status === 422 || status === 403) && isRule(error))
    return new BranchRefusedError({
      kind: 'rule',
      message:
        `A branch rule refuses the push to ${where(ref)} (HTTP ${status}: ${said}). Add a bypass for the ` +
        "workflow's identity (github-actions[bot], or the app whose token it uses) to the ruleset or " +
        `branch protection that covers ${forLog(ref.branch, 200)}, or exclude that branch from it.`
    })
  if (status === 403 || (status === 404 && phase === 'write'))
    return new BranchRefusedError({
      kind: 'permission',
      message:
        `The token may not write ${where(ref)} (HTTP ${status}): give the workflow ` +
        '`permissions: contents: write` (a personal or app token needs write access to the ' +
        `contents of ${forLog(`${ref.owner}/${ref.repo}`, 200)}).`
    })
  return undefined
}
