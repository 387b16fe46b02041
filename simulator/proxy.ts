import { createServer, request as httpRequest, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'

// A small forwarding proxy on loopback that records what went through it: CONNECT tunnels (how undici
// sends through a proxy) and absolute-form requests. For proxy tests only.

export interface RecordingProxy {
  url: string
  /** `CONNECT host:port` or `GET http://host/path`, one per tunnel or request. */
  seen: string[]
  close(): Promise<void>
}

export async function startRecordingProxy(): Promise<RecordingProxy> {
  const seen: string[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    const target = new URL(req.url ?? '')
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, answer => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('connect', (req, client: Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`)
    const [host, port] = (req.url ?? '').split(':')
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
