import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

// A stand-in for the Actions results service that @actions/artifact talks to, on 127.0.0.1:
//  - Twirp JSON: POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact answers
//    { ok, signed_upload_url } pointing back here; .../FinalizeArtifact answers { ok, artifact_id };
//  - a blob store for that URL, as @azure/storage-blob's BlockBlobClient.uploadStream uses it:
//    PUT ?comp=block&blockid=… per chunk, then PUT ?comp=blocklist with the XML list of block ids.
// Everything that arrives is kept for the test to inspect. `setFault` makes it misbehave: a Twirp
// method or the blob store can hang (never answer) or answer with an error status.

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/'
export const RUN_BACKEND_ID = 'run-backend-id'
export const JOB_BACKEND_ID = 'job-backend-id'

export interface TwirpCall {
  method: string
  authorization?: string
  body: Record<string, unknown>
}

export interface ArtifactFault {
  /** Which part misbehaves: a Twirp method by name, or any blob PUT. */
  target: 'CreateArtifact' | 'FinalizeArtifact' | 'blob'
  /** An HTTP status to answer with, or 'hang' to never answer. */
  status: number | 'hang'
}

export interface ArtifactService {
  /** For ACTIONS_RESULTS_URL. */
  url: string
  /** A fake runtime token for ACTIONS_RUNTIME_TOKEN: only its `scp` claim is read. */
  token: string
  calls: TwirpCall[]
  /** Committed blobs by blob path (as the block list assembled them). */
  blobs: Map<string, Buffer>
  /** Every request line, for asserting that nothing else was called. */
  requests: string[]
  setFault(fault: ArtifactFault | undefined): void
  /** Resolves once a request line matching `test` has arrived. */
  waitFor(test: (requestLine: string) => boolean): Promise<void>
  close(): Promise<void>
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function fakeRuntimeToken(): string {
  const payload = { scp: `Actions.GenericRead:x Actions.Results:${RUN_BACKEND_ID}:${JOB_BACKEND_ID}` }
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.signature`
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export async function startArtifactService(artifactId = 4242): Promise<ArtifactService> {
  const calls: TwirpCall[] = []
  const requests: string[] = []
  const blobs = new Map<string, Buffer>()
  const staged = new Map<string, Buffer>()
  const sockets = new Set<Socket>()
  const waiters: { test: (line: string) => boolean; resolve: () => void }[] = []
  let fault: ArtifactFault | undefined
  let url = ''

  /** True when the fault took over the request (answered with its status, or left it hanging). */
  function faulted(target: ArtifactFault['target'], res: ServerResponse): boolean {
    if (!fault || fault.target !== target) return false
    if (fault.status !== 'hang')
      send(res, fault.status, JSON.stringify({ code: 'internal', msg: 'stand-in fault' }), {
        'content-type': 'application/json'
      })
    return true // a hang is never answered; close() destroys the socket
  }

  function send(res: ServerResponse, status: number, body = '', headers: Record<string, string> = {}) {
    res.writeHead(status, {
      'content-length': String(Buffer.byteLength(body)),
      'x-ms-request-id': 'stand-in',
      'x-ms-version': '2025-01-05',
      date: new Date().toUTCString(),
      ...headers
    })
    res.end(body)
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req)
    const line = `${req.method} ${req.url}`
    requests.push(line)
    for (const w of waiters.filter(w => w.test(line))) {
      waiters.splice(waiters.indexOf(w), 1)
      w.resolve()
    }
    const target = new URL(req.url ?? '/', url)
    if (req.method === 'POST' && target.pathname.startsWith(TWIRP_PREFIX)) {
      const method = target.pathname.slice(TWIRP_PREFIX.length)
      const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>
      calls.push({ method, authorization: req.headers.authorization, body: json })
      if ((method === 'CreateArtifact' || method === 'FinalizeArtifact') && faulted(method, res)) return
      const reply =
        method === 'CreateArtifact'
          ? {
              ok: true,
              signed_upload_url: `${url}/blob/${encodeURIComponent(String(json.name))}.zip?sig=fake`
            }
          : method === 'FinalizeArtifact'
            ? { ok: true, artifact_id: String(artifactId) }
            : undefined
      if (!reply) return send(res, 404, JSON.stringify({ code: 'bad_route', msg: method }))
      return send(res, 200, JSON.stringify(reply), { 'content-type': 'application/json' })
    }
    if (req.method === 'PUT' && target.pathname.startsWith('/blob/')) {
      if (faulted('blob', res)) return
      const blob = target.pathname
      const comp = target.searchParams.get('comp')
      if (comp === 'block') {
        staged.set(`${blob}#${target.searchParams.get('blockid')}`, body)
        return send(res, 201)
      }
      if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)</g)]
        const parts = ids.map(m => {
          const part = staged.get(`${blob}#${m[1]}`)
          if (!part) throw new Error(`block ${m[1]} was never staged`)
          return part
        })
        blobs.set(blob, Buffer.concat(parts))
        return send(res, 201, '', { etag: '"0x1"', 'last-modified': new Date().toUTCString() })
      }
    }
    send(res, 404, JSON.stringify({ msg: `stand-in does not serve ${req.method} ${target.pathname}` }))
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch(error => {
      console.error('artifact stand-in failed', error)
      if (!res.headersSent) send(res, 500, JSON.stringify({ msg: String(error) }))
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    token: fakeRuntimeToken(),
    calls,
    blobs,
    requests,
    setFault: f => void (fault = f),
    waitFor: test =>
      new Promise<void>(resolve => {
        if (requests.some(test)) resolve()
        else waiters.push({ test, resolve })
      }),
    close: () =>
      new Promise<void>(resolve => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
  }
}
