import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// A views endpoint that never ends, on 127.0.0.1 (port 0): every page holds 250 fresh paths and says
// `hasMore: true`, whatever the route or query. For the export's row bound, which no real site reaches.

export interface EndlessViews {
  url: string
  /** Requests answered so far. */
  readonly requests: number
  close(): Promise<void>
}

export async function startEndlessViews(): Promise<EndlessViews> {
  let requests = 0
  const server = createServer((req, res) => {
    requests++
    const offset = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('offset'))
    const views = Array.from({ length: 250 }, (_, i) => ({
      path: `/p${offset + i}`,
      human: 1,
      ai: 0,
      total: 1
    }))
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ totals: { human: 1, ai: 0, total: 1 }, views, hasMore: true }))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests
    },
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
