import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import {
  BOT,
  type GitHubRoute,
  type CommitFixture,
  type GitHubApi,
  type GitHubFault,
  type GitHubRequestRecord,
  type PullRequestFixture,
  type RangeFixture,
  type StoredComment
} from './types.js'
import type { GitHistory } from './git-history.js'
import { IssueStore } from './issues.js'
import { routeOf } from './routes.js'
import { ChecksAndLabels } from './checks.js'
import { injectRandomFault } from './random-faults.js'
import { identityRoute, TokenIdentities } from './identity.js'
import { answerGitData } from './git-data.js'

// A stand-in for the few GitHub REST endpoints the action calls, on 127.0.0.1 (port 0). The built
// action reaches it through GITHUB_API_URL. It records every request and can be told to answer with
// an error status or to never answer.

export async function startGitHubApi(
  owner = 'acme',
  repo = 'widgets',
  listen: { port?: number; host?: string } = {}
): Promise<GitHubApi> {
  const requests: GitHubRequestRecord[] = []
  const comments: StoredComment[] = []
  const pulls = new Map<number, PullRequestFixture>()
  const ranges = new Map<string, RangeFixture>()
  const singleCommits = new Map<string, RangeFixture>()
  const commitJson = (c: CommitFixture) => ({ sha: c.sha, commit: { message: c.message } })
  const sockets = new Set<Socket>()
  const waiters: { test: (r: GitHubRequestRecord) => boolean; resolve: (r: GitHubRequestRecord) => void }[] =
    []
  let fault: GitHubFault | undefined
  let gate: { route: GitHubRoute; count: number; held: (() => void)[] } | undefined
  let nextId = 1000
  // A logical clock: "most recently updated" must not depend on how fast the test machine is.
  let tick = 0
  const timestamp = () => new Date(Date.UTC(2026, 0, 1) + ++tick * 1000).toISOString()
  let url = ''
  let history: GitHistory | undefined
  const issues = new IssueStore(`https://github.example/${owner}/${repo}`, timestamp, () => url)
  const checks = new ChecksAndLabels()
  const identities = new TokenIdentities()
  /** Pull requests as the issue list shows them (only with a `labels` filter: they carry labels). */
  const pullsAsIssues = (query: Record<string, string>) =>
    [...pulls.values()]
      .filter(
        pr =>
          (query.state === 'all' || (pr.state ?? 'open') === (query.state ?? 'open')) &&
          checks.has(pr.number, query.labels)
      )
      .map(pr => ({
        number: pr.number,
        title: pr.title ?? `Pull request ${pr.number}`,
        state: pr.state ?? 'open',
        labels: [...(checks.labels.get(pr.number) ?? [])].map(name => ({ name })),
        pull_request: { url: `https://github.example/${owner}/${repo}/pull/${pr.number}` }
      }))

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
    head: {
      ref: pr.headRef ?? 'feature',
      label: `${owner}:${pr.headRef ?? 'feature'}`,
      ...(pr.headSha ? { sha: pr.headSha } : {})
    },
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
    // Where a transferred issue now lives (GitHub's 301 names /repositories/{id}/issues/{n}): read only.
    if (method === 'GET' && parts[0] === 'repositories' && parts[2] === 'issues' && parts.length === 4) {
      const answer = issues.read(Number(parts[3]), 'moved')
      return send(res, answer.status, answer.body)
    }
    if (parts[3] === 'git') return answerGitData(api, record, parts).then(a => send(res, a.status, a.body))
    const own = identityRoute(method, parsed.pathname)
    const match = own
      ? { route: own, id: 0 }
      : parts[0] === 'repos' && parts[1] === owner && parts[2] === repo && routeOf(method, parts)
    if (!match) return send(res, 404, { message: 'Not Found' })
    if (gate?.route === match.route) {
      const held = gate
      await new Promise<void>(resolve => {
        held.held.push(resolve)
        if (held.held.length < held.count) return
        gate = undefined
        for (const release of held.held) release()
      })
    }
    if (injectRandomFault(api, method, match.route, res)) return
    if (fault && (!fault.routes || fault.routes.includes(match.route))) {
      const { status, echoAuthorization } = fault
      if (fault.times !== undefined && --fault.times <= 0) fault = undefined
      if (status === 'hang') return // never answered; close() destroys the socket
      if (status === 'html-page') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end('<!doctype html><title>Sign in</title><form>Sign in to continue</form>')
        return
      }
      if (status === 'endless-next') {
        res.setHeader(
          'link',
          `<${url}${parsed.pathname}?page=${Number(record.query.page ?? 1) + 1}>; rel="next"`
        )
        return send(res, 200, [{ nope: 1 }])
      }
      const echo = echoAuthorization ? ` (sent: ${record.authorization ?? 'nothing'})` : ''
      return send(res, status, {
        message: `Resource not accessible by integration${echo}`,
        documentation_url: 'https://docs.github.com/rest',
        status: String(status)
      })
    }
    const text = (body as { body?: unknown } | undefined)?.body
    switch (match.route) {
      case 'repo':
        return api.visibility
          ? send(res, 200, {
              full_name: `${owner}/${repo}`,
              private: api.visibility !== 'public',
              visibility: api.visibility
            })
          : send(res, 404, { message: 'Not Found' })
      case 'user':
      case 'graphql': {
        const answer = identities.answer(match.route, record, api.user)
        return send(res, answer.status, answer.body)
      }
      case 'compare': {
        const basehead = decodeURIComponent(parts[4] ?? '')
        if (history) {
          const [base = '', head = ''] = basehead.split('...')
          let answer
          try {
            answer = history.compare(base, head)
          } catch {
            return send(res, 404, { message: 'Not Found' })
          }
          return send(res, 200, {
            total_commits: answer.commits.length,
            commits: answer.commits.map(commitJson),
            files: answer.files
          })
        }
        const range = ranges.get(basehead)
        if (!range) return send(res, 404, { message: 'Not Found' })
        return send(res, 200, {
          total_commits: range.commits.length,
          commits: range.commits.map(commitJson),
          files: range.files
        })
      }
      case 'commit': {
        const one = singleCommits.get(parts[4] ?? '')
        if (!one?.commits[0]) return send(res, 404, { message: 'Not Found' })
        return send(res, 200, { ...commitJson(one.commits[0]), files: one.files })
      }
      case 'releases':
        return page(res, parsed.pathname, record.query, api.releases)
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
        const c = api.addComment({
          issueNumber: match.id,
          body: text,
          user: identities.writer(record.authorization)
        })
        return send(res, 201, commentJson(c))
      }
      case 'list-issues': {
        const listed = issues.listed(record.query)
        if (!record.query.labels) return page(res, parsed.pathname, record.query, listed)
        // An issue's labels are those it was created with and those added since (checks.ts keeps those).
        const { labels, ...rest } = record.query
        const wanted = labels.split(',').map(l => l.trim())
        const labelled = issues.listed(rest).filter(i => {
          const own = ((i.labels ?? []) as { name: string }[]).map(l => l.name)
          return wanted.every(l => own.includes(l) || checks.has(i.number as number, l))
        })
        return page(res, parsed.pathname, record.query, [...pullsAsIssues(record.query), ...labelled])
      }
      case 'create-check':
      case 'update-check':
      case 'get-check':
      case 'list-checks':
      case 'add-labels':
      case 'remove-label': {
        const given = body as Record<string, unknown> | undefined
        const refused =
          match.route === 'create-check' || match.route === 'update-check'
            ? identities.checkRefusal(record.authorization)
            : undefined
        if (refused) return send(res, refused.status, refused.body)
        const answer =
          match.route === 'create-check'
            ? checks.create(given, identities.of(record.authorization).login)
            : match.route === 'update-check'
              ? checks.update(match.id, given)
              : match.route === 'get-check'
                ? checks.read(match.id)
                : match.route === 'list-checks'
                  ? checks.forRef(decodeURIComponent(parts[4] ?? ''), record.query)
                  : match.route === 'add-labels'
                    ? checks.addLabels(match.id, given)
                    : checks.removeLabel(match.id, decodeURIComponent(parts[6] ?? ''))
        return send(res, answer.status, answer.body)
      }
      case 'create-issue':
      case 'get-issue':
      case 'update-issue': {
        const answer =
          match.route === 'create-issue'
            ? issues.create(body, identities.writer(record.authorization))
            : match.route === 'get-issue'
              ? issues.read(match.id)
              : issues.update(match.id, body)
        if (answer.location) res.setHeader('location', answer.location)
        return send(res, answer.status, answer.body)
      }
      case 'get-comment': {
        const c = comments.find(x => x.id === match.id)
        return c ? send(res, 200, commentJson(c)) : send(res, 404, { message: 'Not Found' })
      }
      case 'permission': {
        const role = api.permissions[decodeURIComponent(parts[4] ?? '')]
        if (role === undefined) return send(res, 404, { message: 'Not Found' })
        if (typeof role === 'number') return send(res, role, { message: 'Server Error' })
        // A 200 that names no permission (a proxy's or a broken gateway's answer).
        if (role === '{}') return send(res, 200, {})
        // GitHub's `permission` folds maintain into write and triage into read.
        const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role
        return send(res, 200, { permission, role_name: role, user: { login: parts[4] } })
      }
      case 'reaction': {
        const content = (body as { content?: unknown } | undefined)?.content
        if (typeof content !== 'string') return send(res, 422, { message: 'content is missing' })
        api.reactions.push({ commentId: match.id, content, on: parts[3] === 'pulls' ? 'pulls' : 'issues' })
        return send(res, 201, { id: api.reactions.length, content })
      }
      case 'delete-comment': {
        const at = comments.findIndex(x => x.id === match.id)
        if (at < 0) return send(res, 404, { message: 'Not Found' })
        comments.splice(at, 1)
        res.writeHead(204).end()
        return
      }
      case 'update-comment': {
        const c = comments.find(x => x.id === match.id)
        if (!c) return send(res, 404, { message: 'Not Found' })
        if (typeof text !== 'string') return send(res, 422, { message: 'body is missing' })
        c.body = text
        c.updatedAt = timestamp()
        c.editedBy = [...(c.editedBy ?? []), identities.of(record.authorization).login]
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
  // Port 0 and 127.0.0.1 in the tests; `npm run simulator -- --github` passes its own (loopback only).
  const host = listen.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listen.port ?? 0, host, resolve)
  })
  const shownHost = host.includes(':') ? `[${host}]` : host
  url = `http://${shownHost}:${(server.address() as AddressInfo).port}`

  const api: GitHubApi = {
    url,
    owner,
    repo,
    requests,
    comments,
    issues: issues.issues,
    addIssue: issue => issues.add(issue),
    releases: [],
    user: undefined,
    visibility: undefined,
    permissions: {},
    reactions: [],
    addPullRequest: pr => void pulls.set(pr.number, pr),
    setRange: (base, head, range) => void ranges.set(`${base}...${head}`, range),
    setCommit: (commit, files) => void singleCommits.set(commit.sha, { commits: [commit], files }),
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
    giveToken: (token, holder) => identities.give(token, holder),
    checkRuns: checks.checkRuns,
    labels: checks.labels,
    holdUntil: (route, count) => void (gate = { route, count, held: [] }),
    useGitHistory: h => void (history = h),
    waitFor: test =>
      new Promise(resolve => {
        const seen = requests.find(test)
        if (seen) resolve(seen)
        else waiters.push({ test, resolve })
      }),
    reset: () => {
      requests.length = 0
      comments.length = 0
      issues.issues.length = 0
      checks.reset()
      identities.reset()
      pulls.clear()
      ranges.clear()
      singleCommits.clear()
      api.releases = []
      api.user = undefined
      api.visibility = undefined
      api.permissions = {}
      api.reactions = []
      fault = undefined
      gate = undefined
      history = undefined
    },
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
  return api
}
