import { createRequire } from 'node:module'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from '@jest/globals'
import * as undici from 'undici'
import { EnvHttpProxyAgent, retry } from '../../../src/kernel/api/undici-parts.js'

// undici-parts.ts requires undici's parts by their paths inside the package: after an upgrade they must
// still be the very objects undici's index exports and adds to every dispatcher. (Without the index, a
// proxy's CONNECT is what breaks first: bundle/api-deadline-and-proxy.test.ts.)
const require = createRequire(import.meta.url)

it('the parts are the objects undici exports', () => {
  expect(EnvHttpProxyAgent).toBe(undici.EnvHttpProxyAgent)
  expect(retry).toBe(undici.interceptors.retry)
  const api = require('undici/lib/api/index.js')
  expect(require('undici/lib/dispatcher/dispatcher.js')).toBe(undici.Dispatcher)
  for (const name of ['request', 'connect', 'stream', 'pipeline', 'upgrade'])
    expect(api[name]).toBe((undici.Dispatcher.prototype as unknown as Record<string, unknown>)[name])
})

it('a dispatcher made of the parts sends a request', async () => {
  const server = createServer((req, res) => res.end(`${req.method} ${req.url}`))
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const agent = new EnvHttpProxyAgent().compose(retry({ throwOnError: false }))
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const response = await agent.request({ origin, path: '/job?x=1', method: 'POST', body: '{}' })
    expect(response.statusCode).toBe(200)
    expect(await response.body.text()).toBe('POST /job?x=1')
  } finally {
    await agent.close()
    server.close()
  }
})
