import { describeGitHubError, type GitHubRequest } from './api.js'
import { ACTIONS_BOT, commentAuthor, sameAuthor, type CommentAuthor } from './comment.js'

// Who this run writes as on GitHub, by the kind of token it was given. A personal token (classic
// `ghp_`, fine-grained `github_pat_`, or an OAuth user's `gho_`/`ghu_`) is its user: `GET /user`. An
// installation token (`ghs_`: the workflow's GITHUB_TOKEN or a GitHub App's) cannot read `/user`;
// GraphQL's `viewer` names it (`github-actions[bot]` for GITHUB_TOKEN, `{app}[bot]` for an App).
// The identity is read once per run (one TokenIdentity per run's writer) and only when an object carrying this action's marker must be
// judged; a write's answer names it for free. What cannot be read is not guessed: the caller then
// neither adopts nor overwrites anything.

export type TokenKind = 'installation' | 'personal' | 'unknown'

/** The kind of a token, from its documented prefix (nothing else of the token is kept). */
export function tokenKind(token: string): TokenKind {
  if (token.startsWith('ghs_')) return 'installation'
  if (/^(ghp_|github_pat_|gho_|ghu_)/.test(token)) return 'personal'
  return 'unknown'
}

/** Only GitHub Apps (the workflow's GITHUB_TOKEN included) may create check runs. */
export function mayCreateCheckRuns(kind: TokenKind): boolean {
  return kind !== 'personal'
}

/** GraphQL's endpoint beside the REST one (GHES serves REST at `/api/v3` and GraphQL at `/api/graphql`). */
export function graphqlUrl(env: NodeJS.ProcessEnv = process.env): string {
  const rest = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
  return /\/api\/v3$/.test(rest) ? rest.replace(/\/v3$/, '/graphql') : `${rest}/graphql`
}

const VIEWER_QUERY = 'query { viewer { login databaseId __typename } }'

/** The identity a token writes as; `resolve` asks GitHub at most once. */
export class TokenIdentity {
  readonly kind: TokenKind
  private known?: CommentAuthor
  private asking?: Promise<CommentAuthor>

  constructor(
    private readonly request: GitHubRequest,
    token: string,
    /** The identity when the caller already knows it (a test of the default token): no request. */
    known?: CommentAuthor
  ) {
    this.kind = tokenKind(token)
    this.known = known
  }

  /** What is known without a request: the author of something this run wrote, once it wrote. */
  get learned(): CommentAuthor | undefined {
    return this.known
  }

  /** The author of an object this run just wrote is this token's identity. */
  learn(author: CommentAuthor | undefined): void {
    if (author?.login && !this.known) this.known = author
  }

  /** Whether `author` is this token's identity; asks GitHub once (throws when it cannot tell). */
  async owns(author: CommentAuthor, signal?: AbortSignal): Promise<boolean> {
    return sameAuthor(author, await this.resolve(signal))
  }

  /** The identity, read once per run; throws when GitHub cannot say (then nothing is adopted). */
  resolve(signal?: AbortSignal): Promise<CommentAuthor> {
    if (this.known) return Promise.resolve(this.known)
    this.asking ??= this.ask(signal).then(
      author => (this.known ??= author),
      error => {
        this.asking = undefined
        throw error
      }
    )
    return this.asking
  }

  private async ask(signal?: AbortSignal): Promise<CommentAuthor> {
    const own = signal ? { request: { signal } } : {}
    if (this.kind !== 'installation') {
      try {
        const user = commentAuthor((await this.request('GET /user', own)).data)
        if (user) return user
        throw new Error('GitHub answered GET /user without a login')
      } catch (error) {
        // A token of unknown shape may still be an installation's (GHES, a proxy): GraphQL says.
        if (this.kind === 'personal' || !refused(error)) throw error
      }
    }
    try {
      return viewer((await this.request(`POST ${graphqlUrl()}`, { query: VIEWER_QUERY, ...own })).data)
    } catch (error) {
      // GraphQL closed to this installation token (some GHES set-ups): it is the workflow's GITHUB_TOKEN.
      if (refused(error)) return ACTIONS_BOT
      throw error
    }
  }
}

/** A 401/403/404: the token may not ask this (not a failure to retry or to report). */
function refused(error: unknown): boolean {
  const status = describeGitHubError(error).status
  return status === 401 || status === 403 || status === 404
}

/** GraphQL's `viewer`: a Bot's login is `{name}[bot]` in REST, which comments and issues show. */
function viewer(data: unknown): CommentAuthor {
  const answer = (data ?? {}) as { data?: { viewer?: Record<string, unknown> } }
  const seen = answer.data?.viewer
  const login = typeof seen?.login === 'string' ? seen.login : ''
  if (!login) throw new Error('GitHub answered the GraphQL viewer query without a login')
  const bot = seen?.__typename === 'Bot'
  return { login: bot && !login.endsWith('[bot]') ? `${login}[bot]` : login, type: bot ? 'Bot' : 'User' }
}
