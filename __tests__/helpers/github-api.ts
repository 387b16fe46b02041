import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

// A stand-in for the few GitHub REST endpoints the action calls, on 127.0.0.1 (port 0). The built
// action reaches it through GITHUB_API_URL. It records every request and can be told to answer with
// an error status or to never answer.

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
  authorAssociation: string
  createdAt: string
  updatedAt: string
}

export interface PullRequestFixture {
  number: number
  title?: string
  body?: string
  author?: string
  baseRef?: string
  headRef?: string
  files?: {
    filename: string
    status?: string
    additions?: number
    deletions?: number
    previous_filename?: string
  }[]
}

export type GitHubRoute = 'files' | 'pull' | 'list-comments' | 'create-comment' | 'update-comment'

export interface GitHubFault {
  /** Routes it applies to; all when omitted. */
  routes?: GitHubRoute[]
  /** HTTP status to answer with, or 'hang' to never answer. */
  status: number | 'hang'
}

export const BOT = { login: 'github-actions[bot]', type: 'Bot' as const }

export interface GitHubApi {
  url: string
  owner: string
  repo: string
  requests: GitHubRequestRecord[]
  comments: StoredComment[]
  addPullRequest(pr: PullRequestFixture): void
  addComment(comment: Partial<StoredComment> & { issueNumber: number; body: string }): StoredComment
  setFault(fault: GitHubFault | undefined): void
  /** Resolves once a request matching `test` has been recorded. */
  waitFor(test: (r: GitHubRequestRecord) => boolean): Promise<GitHubRequestRecord>
  reset(): void
  close(): Promise<void>
}

function routeOf(method: string, parts: string[]): { route: GitHubRoute; id: number } | undefined {
  // parts: ['repos', owner, repo, ...rest]
  const [a, b, c, d] = parts.slice(3)
  const id = Number(b)
  if (method === 'GET' && a === 'pulls' && c === 'files' && d === undefined) return { route: 'files', id }
  if (method === 'GET' && a === 'pulls' && c === undefined) return { route: 'pull', id }
  if (a === 'issues' && c === 'comments' && d === undefined) {
    if (method === 'GET') return { route: 'list-comments', id }
    if (method === 'POST') return { route: 'create-comment', id }
  }
  if (method === 'PATCH' && a === 'issues' && b === 'comments' && c !== undefined && d === undefined)
    return { route: 'update-comment', id: Number(c) }
  return undefined
}

export async function startGitHubApi(owner = 'acme', repo = 'widgets'): Promise<GitHubApi> {
  const requests: GitHubRequestRecord[] = []
  const comments: StoredComment[] = []
  const pulls = new Map<number, PullRequestFixture>()
  const sockets = new Set<Socket>()
  const waiters: { test: (r: GitHubRequestRecord) => boolean; resolve: (r: GitHubRequestRecord) => void }[] =
    []
  let fault: GitHubFault | undefined
  let nextId = 1000
  // A logical clock: "most recently updated" must not depend on how fast the test machine is.
  let tick = 0
  const timestamp = () => new Date(Date.UTC(2026, 0, 1) + ++tick * 1000).toISOString()
  let url = ''

  const commentJson = (c: StoredComment) => ({
    id: c.id,
    html_url: `https://github.example/${owner}/${repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    body: c.body,
    user: c.user,
    author_association: c.authorAssociation,
    created_at: c.createdAt,
    updated_at: c.updatedAt
  })
  const pullJson = (pr: PullRequestFixture) => ({
    number: pr.number,
    title: pr.title ?? `Pull request ${pr.number}`,
    body: pr.body ?? null,
    html_url: `https://github.example/${owner}/${repo}/pull/${pr.number}`,
    user: { login: pr.author ?? 'octocat', type: 'User' },
    base: { ref: pr.baseRef ?? 'main' },
    head: { ref: pr.headRef ?? 'feature', label: `${owner}:${pr.headRef ?? 'feature'}` },
    changed_files: pr.files?.length ?? 0
  })

  function page<T>(res: ServerResponse, path: string, query: Record<string, string>, rows: T[]): void {
    const perPage = Math.min(100, Number(query.per_page ?? 30))
    const pageNo = Math.max(1, Number(query.page ?? 1))
    const last = Math.max(1, Math.ceil(rows.length / perPage))
    const link = (n: number, rel: string) => `<${url}${path}?per_page=${perPage}&page=${n}>; rel="${rel}"`
    const links: string[] = []
    if (pageNo < last) links.push(link(pageNo + 1, 'next'), link(last, 'last'))
    if (pageNo > 1) links.push(link(1, 'first'), link(pageNo - 1, 'prev'))
    if (links.length) res.setHeader('link', links.join(', '))
    send(res, 200, rows.slice((pageNo - 1) * perPage, pageNo * perPage))
  }

  function send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const parsed = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    let body: unknown
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = raw
    }
    const record: GitHubRequestRecord = {
      method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      body,
      authorization: req.headers.authorization
    }
    requests.push(record)
    for (const w of waiters.filter(w => w.test(record))) {
      waiters.splice(waiters.indexOf(w), 1)
      w.resolve(record)
    }

    const parts = parsed.pathname.split('/').filter(Boolean)
    const match = parts[0] === 'repos' && parts[1] === owner && parts[2] === repo && routeOf(method, parts)
    if (!match) return send(res, 404, { message: 'Not Found' })
    if (fault && (!fault.routes || fault.routes.includes(match.route))) {
      if (fault.status === 'hang') return // never answered; close() destroys the socket
      return send(res, fault.status, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest',
        status: String(fault.status)
      })
    }
    const text = (body as { body?: unknown } | undefined)?.body
    switch (match.route) {
      case 'files': {
        const pr = pulls.get(match.id)
        return pr
          ? page(res, parsed.pathname, record.query, pr.files ?? [])
          : send(res, 404, { message: 'Not Found' })
      }
      case 'pull': {
        const pr = pulls.get(match.id)
        return pr ? send(res, 200, pullJson(pr)) : send(res, 404, { message: 'Not Found' })
      }
      case 'list-comments':
        return page(
          res,
          parsed.pathname,
          record.query,
          comments.filter(c => c.issueNumber === match.id).map(commentJson)
        )
      case 'create-comment': {
        if (typeof text !== 'string') return send(res, 422, { message: 'body is missing' })
        const c = api.addComment({ issueNumber: match.id, body: text })
        return send(res, 201, commentJson(c))
      }
      case 'update-comment': {
        const c = comments.find(x => x.id === match.id)
        if (!c) return send(res, 404, { message: 'Not Found' })
        if (typeof text !== 'string') return send(res, 422, { message: 'body is missing' })
        c.body = text
        c.updatedAt = timestamp()
        return send(res, 200, commentJson(c))
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(error => send(res, 500, { message: String(error) }))
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const api: GitHubApi = {
    url,
    owner,
    repo,
    requests,
    comments,
    addPullRequest: pr => void pulls.set(pr.number, pr),
    addComment: c => {
      const at = timestamp()
      const stored: StoredComment = {
        id: c.id ?? nextId++,
        user: c.user ?? BOT,
        authorAssociation: c.authorAssociation ?? 'NONE',
        createdAt: c.createdAt ?? at,
        updatedAt: c.updatedAt ?? at,
        issueNumber: c.issueNumber,
        body: c.body
      }
      comments.push(stored)
      return stored
    },
    setFault: f => void (fault = f),
    waitFor: test =>
      new Promise(resolve => {
        const seen = requests.find(test)
        if (seen) resolve(seen)
        else waiters.push({ test, resolve })
      }),
    reset: () => {
      requests.length = 0
      comments.length = 0
      pulls.clear()
      fault = undefined
    },
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
  return api
}
