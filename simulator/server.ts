// The simulator's HTTP server (node:http only): records every request, applies fault rules, then
// answers like the real admin API would (see shared API.md).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { AgentJobs, jobJson, validatePrompt } from './agent-jobs.js'
import { ADMIN_ROUTES, Deployments } from './deployments.js'
import { FaultQueue, NON_JSON_BODY, statusFaultResponse } from './faults.js'
import { ANALYTICS_ROUTES, AnalyticsData, handleAnalytics } from './analytics.js'
import { handleViews, PageViewsDataset } from './page-views.js'
import { withQuirks } from './quirks.js'
import { SlidingWindow } from './rate-limit.js'
import { matchRoute, type MatchedRoute } from './routes.js'
import { DEFAULT_ASSISTANT_KEY, handleSearch, SearchIndex } from './gaps.js'
import type {
  Fault,
  JobScenario,
  PageViewRow,
  PageViewsAggregate,
  Route,
  RecordedRequest,
  SimResponse,
  Simulator,
  SimulatorOptions
} from './types.js'

export const DEFAULT_API_KEY = 'mint_test_0123456789abcdef'
export const DEFAULT_PROJECT = 'proj_demo'
export const DEFAULT_SCENARIO: JobScenario = { outcome: 'completed-pr', pollsUntilDone: 2 }
export const AGENT_RATE_LIMIT_BODY = 'Too many requests, please try again later.'

/** The simulator is a test double: it must never be reachable from another machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

function json(status: number, body: unknown): SimResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body)
  }
}

function parseBody(raw: string): { value: unknown; isJson: boolean } {
  if (raw === '') return { value: undefined, isJson: false }
  try {
    return { value: JSON.parse(raw) as unknown, isJson: true }
  } catch {
    return { value: raw, isJson: false }
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function checkScenario(s: JobScenario): JobScenario {
  if (!Number.isInteger(s.pollsUntilDone) || s.pollsUntilDone < 0) {
    throw new Error(`pollsUntilDone must be an integer >= 0, got ${s.pollsUntilDone}`)
  }
  return { ...s }
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const host = options.host ?? '127.0.0.1'
  if (!isLoopbackHost(host)) throw new Error(`simulator refuses to listen on non-loopback host ${host}`)
  const writeKeys = new Set(options.apiKeys ?? [DEFAULT_API_KEY])
  const readOnlyKeys = new Set(options.readOnlyKeys ?? [])
  const projects = new Set(options.projects ?? [DEFAULT_PROJECT])
  let scenario = checkScenario(options.defaultScenario ?? DEFAULT_SCENARIO)
  const agentLimiter = new SlidingWindow(options.agentLimitPerHour ?? 100)
  const analyticsLimiter = new SlidingWindow(options.analyticsLimitPerHour ?? 100)
  const dataset = new PageViewsDataset(options.pageViews)
  const analyticsData = new AnalyticsData(dataset, options.analytics)
  const assistantKeys = new Set(options.assistantKeys ?? [DEFAULT_ASSISTANT_KEY])
  const searchIndex = new SearchIndex(
    Array.from({ length: Math.min(dataset.pageCount, 200) }, (_, i) => dataset.path(i))
  )
  let timeShift = 0
  const clock = options.now ?? Date.now
  /** Analytics requests answered with quirks, for the order of rows that shift between pages. */
  let quirkRequests = 0
  const agent = new AgentJobs()
  const admin = new Deployments({
    settings: options.admin,
    triggerLimit: options.triggerLimit,
    previewLimit: options.previewLimit,
    automations: options.automations,
    createAgentJob: projectId => agent.create(projectId, 'automation run', scenario).id
  })
  const faults = new FaultQueue()
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  let closing = false

  function keyOf(req: IncomingMessage): string | undefined {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
    return m?.[1]
  }

  /** Normal handling; mutates state (jobs, rate counters) exactly as the real service would. */
  function handle(method: string, m: MatchedRoute, key: string | undefined, body: unknown, isJson: boolean) {
    if (m.malformed) return json(400, { error: 'Malformed percent-encoding in path' })
    if (m.route === 'unknown') return json(404, { error: 'Not found' })
    // The discovery API takes an assistant key, never the admin key.
    if (m.route === 'discovery-search') {
      if (key === undefined || !assistantKeys.has(key))
        return json(401, { error: 'Invalid assistant API key' })
      const answer = handleSearch(searchIndex, body)
      return json(answer.status, answer.body)
    }
    const authorized = key !== undefined && (writeKeys.has(key) || readOnlyKeys.has(key))
    if (!authorized) return json(401, { error: 'Invalid or missing API key' })
    if (!writeKeys.has(key) && method !== 'GET' && method !== 'HEAD') {
      return json(403, { error: 'API key lacks the write scope required for this request' })
    }
    // A deployment status is read by its id alone: its path names no project.
    const isAdmin = ADMIN_ROUTES.includes(m.route)
    if (isAdmin && m.route === 'deploy-status') return admin.handle(m.route, m.params, body, isJson, 0)
    const projectId = m.params.projectId as string
    if (!projects.has(projectId)) return json(404, { error: 'Project not found' })
    if (isAdmin) return admin.handle(m.route, m.params, body, isJson, clock() + timeShift)
    const jobId = m.params.jobId ?? ''

    if (ANALYTICS_ROUTES.includes(m.route)) {
      // One organization per simulator; only authorized requests for a known project use up the quota.
      const now = clock() + timeShift
      if (!analyticsLimiter.tryTake('org', now)) {
        const r = json(429, { error: 'Rate limit exceeded' })
        const after = options.analyticsRetryAfter ?? 1
        if (after === 'window')
          r.headers['retry-after'] = String(Math.ceil(analyticsLimiter.waitMs('org', now) / 1000))
        else if (after !== 'none') r.headers['retry-after'] = String(after)
        return r
      }
      const plain =
        m.route === 'views'
          ? handleViews(dataset, m.query)
          : handleAnalytics(analyticsData, m.route, m.query, m.params)
      if (!options.quirks) return plain
      const truth = () => {
        if (m.route === 'views') {
          const all = dataset.aggregateAll(m.query.dateFrom ?? '', m.query.dateTo ?? '')
          return { totals: all.totals, rows: all.views }
        }
        return analyticsData.all(m.route as Route, m.query) as {
          totals: PageViewsAggregate['totals']
          rows: PageViewRow[]
        }
      }
      return withQuirks(options.quirks, m.route, m.query, plain, truth, ++quirkRequests)
    }
    if (m.route === 'get') {
      const job = agent.find(projectId, jobId)
      if (!job) return json(404, { error: 'Job not found' })
      agent.poll(job)
      searchIndex.learnFrom(job)
      return json(200, jobJson(job, true))
    }
    // create / message: counted before validation, as a rate-limit middleware would.
    if (!agentLimiter.tryTake(projectId)) {
      return {
        status: 429,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: AGENT_RATE_LIMIT_BODY
      }
    }
    const prompt = validatePrompt(body, isJson)
    if (typeof prompt !== 'string') return json(400, prompt)
    if (m.route === 'create') return json(201, jobJson(agent.create(projectId, prompt, scenario), false))
    const job = agent.find(projectId, jobId)
    if (!job) return json(404, { error: 'Job not found' })
    agent.followUp(job, prompt)
    return json(200, jobJson(job, false))
  }

  function send(res: ServerResponse, r: SimResponse): void {
    if (res.destroyed || res.headersSent) return
    res.writeHead(r.status, { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) })
    res.end(r.body)
  }

  function sleep(ms: number): Promise<void> {
    return new Promise(resolve => {
      const t = setTimeout(() => {
        timers.delete(t)
        resolve()
      }, ms)
      timers.add(t)
    })
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw: string
    try {
      raw = await readBody(req)
    } catch {
      return // the client went away mid-body
    }
    const method = req.method ?? 'GET'
    const rawPath = req.url ?? ''
    const m = matchRoute(method, rawPath)
    const key = keyOf(req)
    const { value: body, isJson } = parseBody(raw)
    requests.push({
      method,
      rawPath,
      route: m.route,
      params: m.params,
      query: m.query,
      body,
      authorized: key !== undefined && (writeKeys.has(key) || readOnlyKeys.has(key)),
      at: Date.now()
    })
    const fault = faults.take(m.route, m.query)
    logWhenDone(req, res, key, fault?.type)
    switch (fault?.type) {
      case undefined:
        return send(res, handle(method, m, key, body, isJson))
      case 'status':
        return send(res, statusFaultResponse(fault))
      case 'reset-before':
        req.socket.destroy()
        return
      case 'reset-after':
        handle(method, m, key, body, isJson)
        req.socket.destroy()
        return
      case 'delay':
        await sleep(fault.ms)
        if (closing) return
        return send(res, handle(method, m, key, body, isJson))
      case 'hang':
        return // close() destroys the socket
      case 'non-json': {
        handle(method, m, key, body, isJson) // state moves; only the answer is replaced
        return send(res, {
          status: fault.status ?? 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: NON_JSON_BODY
        })
      }
    }
  }

  /** The request-log hook: one entry when the exchange ends, the key never in it. */
  function logWhenDone(
    req: IncomingMessage,
    res: ServerResponse,
    key: string | undefined,
    fault?: Fault['type']
  ) {
    const onLog = options.onRequestLog
    if (!onLog) return
    const known = key !== undefined && (writeKeys.has(key) || readOnlyKeys.has(key))
    let path = req.url ?? ''
    for (const secret of [key, ...writeKeys, ...readOnlyKeys]) {
      if (secret) path = path.split(secret).join('***')
    }
    res.once('close', () =>
      onLog({
        method: req.method ?? 'GET',
        path,
        status: res.headersSent ? res.statusCode : undefined,
        auth: key === undefined ? 'no key' : known ? 'key' : 'unknown key',
        ...(fault ? { fault } : {})
      })
    )
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch(err => {
      // A simulator bug should be loud in the test output, not a silent hang.
      console.error('simulator: request handler failed', err)
      if (!res.headersSent) send(res, json(500, { error: 'Simulator internal error' }))
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host

  return {
    url: `http://${urlHost}:${port}`,
    port,
    requests,
    jobs: agent.jobs,
    deployments: admin.deployments,
    automationRuns: admin.automationRuns,
    setAdmin: settings => admin.set(settings),
    injectFault: rule => faults.inject(rule),
    clearFaults: () => faults.clear(),
    setScenario: s => {
      scenario = checkScenario(s)
    },
    aggregatePageViews: (dateFrom, dateTo) => dataset.aggregateAll(dateFrom, dateTo),
    analyticsTruth: (route, query) => analyticsData.all(route, query),
    passTime: ms => {
      timeShift += ms
    },
    reset: () => {
      // Cleared in place so callers holding `sim.requests` / `sim.jobs` keep seeing live state.
      requests.length = 0
      agent.clear()
      admin.clear()
      faults.clear()
      agentLimiter.clear()
      analyticsLimiter.clear()
    },
    close: () => {
      closing = true
      for (const t of timers) clearTimeout(t)
      timers.clear()
      return new Promise<void>(resolve => {
        server.close(() => resolve())
        for (const s of sockets) s.destroy()
      })
    }
  }
}
