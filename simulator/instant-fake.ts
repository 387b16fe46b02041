// An agent API that answers at once: creating a job returns it already `completed` with a pull
// request link, so an agent run is start-up, one request and the outputs. Counts what it is asked.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface InstantFake {
  url: string
  /** `METHOD path` of every request since the last reset. */
  requests: string[]
  /** When (process.hrtime.bigint()) each job was created and its id sent back, in order. */
  created: bigint[]
  close(): Promise<void>
}

export async function startInstantFake(): Promise<InstantFake> {
  const requests: string[] = []
  const created: bigint[] = []
  let n = 0
  const server: Server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`)
      if (req.method === 'POST' && /^\/v2\/agent\/[^/]+\/job$/.test(req.url ?? '')) {
        const body = JSON.stringify({
          id: `job_${++n}`,
          status: 'completed',
          source: { repository: 'https://github.com/acme/docs', ref: 'main' },
          model: 'bench',
          prLink: 'https://github.com/acme/docs/pull/1',
          createdAt: new Date().toISOString(),
          archivedAt: null
        })
        res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
        res.end(body, () => created.push(process.hrtime.bigint()))
      } else {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end('{"error":"not found"}')
      }
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    created,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
