import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

// A scripted stand-in for the agent endpoints on loopback: each route answers from a list of replies
// (the last one repeats), so a test can put any bytes in any field. For hostile-input tests.

export interface Reply {
  status: number
  /** A string is sent as is (plain text unless it parses as JSON); anything else as JSON. */
  body: unknown
  headers?: Record<string, string>
}

export interface Script {
  create?: Reply[]
  message?: Reply[]
  get?: Reply[]
}

export interface FakeApi {
  url: string
  /** `METHOD route`, one per request. */
  requests: string[]
  script: Script
  close(): Promise<void>
}

function routeOf(method: string, path: string): keyof Script | undefined {
  if (method === 'POST' && /^\/v2\/agent\/[^/]+\/job$/.test(path)) return 'create'
  if (method === 'POST' && /^\/v2\/agent\/[^/]+\/job\/[^/]+\/message$/.test(path)) return 'message'
  if (method === 'GET' && /^\/v2\/agent\/[^/]+\/job\/[^/]+$/.test(path)) return 'get'
  return undefined
}

function send(res: ServerResponse, reply: Reply): void {
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
  let json = typeof reply.body !== 'string'
  if (!json) {
    try {
      JSON.parse(text)
      json = true
    } catch {
      json = false
    }
  }
  res.writeHead(reply.status, {
    'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
    ...reply.headers
  })
  res.end(text)
}

export async function startFakeApi(): Promise<FakeApi> {
  const api: Omit<FakeApi, 'url' | 'close'> = { requests: [], script: {} }
  const served: Record<string, number> = {}
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume()
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname
      const route = routeOf(req.method ?? '', path)
      api.requests.push(`${req.method} ${route ?? path}`)
      const replies = route ? api.script[route] : undefined
      if (!route || !replies || replies.length === 0)
        return send(res, { status: 404, body: { error: 'Not found' } })
      const n = served[route] ?? 0
      served[route] = n + 1
      send(res, replies[Math.min(n, replies.length - 1)] as Reply)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    get script() {
      return api.script
    },
    set script(value: Script) {
      api.script = value
      api.requests.length = 0
      for (const k of Object.keys(served)) delete served[k]
    },
    get requests() {
      return api.requests
    },
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>(resolve => server.close(() => resolve()))
  }
}
