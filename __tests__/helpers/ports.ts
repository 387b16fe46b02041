import { createServer } from 'node:net'

/** A loopback port nothing listens on (bound, then released), for connection-refused tests. */
export function closedPort(): Promise<number> {
  return new Promise(resolve => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
