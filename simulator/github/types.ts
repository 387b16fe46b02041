// What the GitHub stand-in (server.ts) records, serves and can be told to do.
import type { Dispatches } from './dispatches.js'
import type { GitHistory } from './git-history.js'
import type { StoredCheckRun } from './checks.js'
import type { TokenHolder } from './identity.js'

export interface GitHubRequestRecord {
  method: string
  /** Path without the query. */
  path: string
  query: Record<string, string>
  body: unknown
  authorization?: string
}

export interface StoredComment {
  id: number
  issueNumber: number
  body: string
  user: { login: string; type: 'Bot' | 'User' }
  /** Who updated it, in order (a token that edits another's comment shows here). */
  editedBy?: string[]
  authorAssociation: string
  createdAt: string
  updatedAt: string
}

export interface StoredIssue {
  number: number
  title: string
  body: string
  state: 'open' | 'closed'
  user: { login: string; type: 'Bot' | 'User' }
  createdAt: string
  updatedAt: string
  /** GitHub lists pull requests among the issues. */
  pullRequest: boolean
  labels: string[]
  /** Transferred to another repository: GET and PATCH answer 301 to `/repositories/4242/issues/{n}`. */
  moved?: boolean
}

export interface PullRequestFixture {
  number: number
  title?: string
  body?: string
  author?: string
  baseRef?: string
  headRef?: string
  headSha?: string
  /** Listed among the issues as open or closed (the issue list's `state`); open by default. */
  state?: 'open' | 'closed'
  files?: {
    filename: string
    status?: string
    additions?: number
    deletions?: number
    previous_filename?: string
  }[]
}

export type GitHubRoute =
  | 'files'
  | 'pull'
  | 'list-comments'
  | 'create-comment'
  | 'update-comment'
  | 'get-comment'
  | 'delete-comment'
  | 'permission'
  | 'reaction'
  | 'compare'
  | 'commit'
  | 'releases'
  | 'user'
  | 'graphql'
  | 'list-issues'
  | 'create-issue'
  | 'get-issue'
  | 'update-issue'
  | 'repo'
  | 'create-check'
  | 'update-check'
  | 'get-check'
  | 'list-checks'
  | 'add-labels'
  | 'remove-label'

export interface GitHubFault {
  /** Routes it applies to; all when omitted. */
  routes?: GitHubRoute[]
  /** HTTP status to answer with, 'hang' to never answer, 'endless-next' for rows without fields and a
   * `rel="next"` link on every page, 'html-page' for a 200 with a proxy's HTML sign-in page. */
  status: number | 'hang' | 'endless-next' | 'html-page'
  /** Applies to this many matching requests, then clears itself; forever when omitted. */
  times?: number
  /** The error's message quotes the request's Authorization header, as a careless proxy's does. */
  echoAuthorization?: boolean
}

export interface CommitFixture {
  sha: string
  message: string
}

export interface RangeFixture {
  commits: CommitFixture[]
  files: {
    filename: string
    status?: string
    additions?: number
    deletions?: number
    sha?: string
    previous_filename?: string
  }[]
}

export const BOT = { login: 'github-actions[bot]', type: 'Bot' as const }

export interface GitHubApi {
  url: string
  owner: string
  repo: string
  requests: GitHubRequestRecord[]
  comments: StoredComment[]
  /** Issues (the report issue), with `GET/POST /issues` and `GET/PATCH /issues/{n}`. */
  issues: StoredIssue[]
  addIssue(issue: Partial<StoredIssue> & { title: string }): StoredIssue
  addPullRequest(pr: PullRequestFixture): void
  addComment(comment: Partial<StoredComment> & { issueNumber: number; body: string }): StoredComment
  /** `GET /repos/o/r/compare/{base}...{head}` answers this; unknown ranges answer 404 (a force-push). */
  setRange(base: string, head: string, range: RangeFixture): void
  /** `GET /repos/o/r/commits/{sha}`. */
  setCommit(commit: CommitFixture, files: RangeFixture['files']): void
  /** `GET /repos/o/r/releases`, newest first as GitHub lists them. */
  releases: Record<string, unknown>[]
  /** `GET /user` for a token not given with `giveToken`; 403 (as for GITHUB_TOKEN) when undefined. */
  user?: Record<string, unknown>
  /** Requests with `token` are `holder`'s: `GET /user`, GraphQL's viewer and the author of what they write. */
  giveToken(token: string, holder: TokenHolder): void
  setFault(fault: GitHubFault | undefined): void
  /** `GET /repos/o/r`'s `visibility` (and `private`); undefined: the route answers 404. */
  visibility?: 'public' | 'private' | 'internal'
  /** Check runs, in the order created. */
  checkRuns: StoredCheckRun[]
  /** Labels per issue or pull request number. */
  labels: Map<number, Set<string>>
  /** `POST /repos/{owner}/{repo}/dispatches`, any repository: which tokens may, and what was sent. */
  dispatches: Dispatches
  /** `GET /repos/o/r/collaborators/{login}/permission`: a role (`role_name`), an HTTP status to fail
   * with, or `'{}'` for a 200 whose body is `{}`; a login not listed is not a collaborator (404). */
  permissions: Record<string, string | number>
  /** `POST …/comments/{id}/reactions`, in order (issue and review comments). */
  reactions: { commentId: number; content: string; on: 'issues' | 'pulls' }[]
  /** Holds the next requests of `route` until `count` of them have arrived, then answers them all (a race). */
  holdUntil(route: GitHubRoute, count: number): void
  /** Answer `compare` from a real Git repository (three dots: from the merge base), not from setRange. */
  useGitHistory(history: GitHistory | undefined): void
  /** Resolves once a request matching `test` has been recorded. */
  waitFor(test: (r: GitHubRequestRecord) => boolean): Promise<GitHubRequestRecord>
  reset(): void
  close(): Promise<void>
}
