import type { Answer } from './checks.js'
import { BOT, type GitHubRequestRecord, type GitHubRoute } from './types.js'

// Who a token is, as GitHub answers it: `GET /user` names a personal token's user and refuses an
// installation token (the workflow's GITHUB_TOKEN or a GitHub App's) with 403; GraphQL's `viewer`
// names every kind. A token the test did not give is the workflow's GITHUB_TOKEN (github-actions[bot]).
// Only GitHub Apps may create or update check runs: a personal token gets GitHub's 403.

export type TokenKind = 'actions' | 'app' | 'personal'

export interface TokenHolder {
  kind: TokenKind
  /** `github-actions[bot]`, `{app}[bot]`, or a person's login. */
  login: string
}

export interface Writer {
  login: string
  type: 'Bot' | 'User'
}

const ACTIONS: TokenHolder = { kind: 'actions', login: BOT.login }

/** The routes of this file: `GET /user` and `POST /graphql`, outside `/repos`. */
export function identityRoute(method: string, pathname: string): GitHubRoute | undefined {
  if (method === 'GET' && pathname === '/user') return 'user'
  if (method === 'POST' && pathname === '/graphql') return 'graphql'
  return undefined
}

export class TokenIdentities {
  private readonly given = new Map<string, TokenHolder>()

  /** From now on, requests with `token` are `holder`'s. */
  give(token: string, holder: TokenHolder): void {
    this.given.set(token, holder)
  }

  /** Whose token an `Authorization: token …` (or `Bearer …`) header carries. */
  of(authorization: string | undefined): TokenHolder {
    const token = (authorization ?? '').split(/\s+/).pop() ?? ''
    return this.given.get(token) ?? ACTIONS
  }

  /** The author GitHub records for what this token writes. */
  writer(authorization: string | undefined): Writer {
    const holder = this.of(authorization)
    return { login: holder.login, type: holder.kind === 'personal' ? 'User' : 'Bot' }
  }

  /** `GET /user` and `POST /graphql`; `legacyUser` answers `/user` for a token not given (older tests). */
  answer(route: GitHubRoute, record: GitHubRequestRecord, legacyUser?: Record<string, unknown>): Answer {
    const holder = this.of(record.authorization)
    const personal = holder.kind === 'personal'
    if (route === 'user') {
      if (personal) return { status: 200, body: { login: holder.login, type: 'User', id: 9001 } }
      if (legacyUser && holder === ACTIONS) return { status: 200, body: legacyUser }
      return { status: 403, body: { message: 'Resource not accessible by integration' } }
    }
    const query = (record.body as { query?: unknown } | undefined)?.query
    if (typeof query !== 'string' || !/\bviewer\b/.test(query))
      return { status: 200, body: { errors: [{ message: 'Only the viewer query is served here' }] } }
    const type = personal ? 'User' : 'Bot'
    return { status: 200, body: { data: { viewer: { login: holder.login, __typename: type } } } }
  }

  /** GitHub's answer to a personal token creating or updating a check run; undefined for an App's. */
  checkRefusal(authorization: string | undefined): Answer | undefined {
    if (this.of(authorization).kind !== 'personal') return undefined
    return { status: 403, body: { message: 'You must authenticate via a GitHub App.' } }
  }

  reset(): void {
    this.given.clear()
  }
}
