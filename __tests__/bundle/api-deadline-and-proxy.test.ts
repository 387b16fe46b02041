// On the built bundle: the API client's deadline fires on Node 20 and Node 24; bad keys and URLs are
// input errors that echo no secret; the client goes through HTTP(S)_PROXY unless NO_PROXY says
// otherwise.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { errorOf, routesOf, runAgainst } from '../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useSimulator } from '../../__fixtures__/servers.js'
import { startRecordingProxy, type RecordingProxy } from '../../simulator/proxy.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
let proxy: RecordingProxy
/** The runner's Node (24), from the npm registry; the machine's own Node is 20. */
let node24: string
beforeAll(async () => {
  proxy = await startRecordingProxy()
  node24 = execFileSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], { encoding: 'utf8' }).trim()
})
afterAll(() => proxy.close())
beforeEach(() => {
  proxy.seen.length = 0
})

describe('a hanging API is abandoned at the deadline', () => {
  it.each([
    ['Node 20 (this machine)', () => process.execPath],
    ['Node 24 (the runner)', () => node24]
  ])('%s: create hangs, the run ends itself and names timeout-minutes', async (_name, nodeOf) => {
    sim.injectFault({ route: 'create', fault: { type: 'hang' }, times: Infinity })
    const run = await runAgainst(
      sim,
      { prompt: 'x', 'timeout-minutes': '0.05' },
      { node: nodeOf(), killAfterMs: 20_000 }
    )
    expect(run.signal).toBeNull() // it ended itself, not the test's guard
    expect(run.code).toBe(1)
    expect(routesOf(sim)).toEqual(['POST create'])
    expect(errorOf(run)).toMatch(/No answer came before `timeout-minutes` \(0\.05\) ran out/)
  })

  it('Node 24: polling a hanging API ends at the deadline', async () => {
    sim.injectFault({ route: 'get', fault: { type: 'hang' }, times: Infinity })
    const run = await runAgainst(
      sim,
      { prompt: 'x', 'timeout-minutes': '0.05' },
      { node: node24, killAfterMs: 20_000 }
    )
    expect(run.signal).toBeNull()
    expect(errorOf(run)).toMatch(/Timed out/)
  })
})

describe('inputs that would leak or fail late', () => {
  it.each([
    ['userinfo', 'https://someone:s3cr3tpass@api.example.com/'],
    ['a token query', 'http://example.com/?token=s3cr3tpass'],
    ['not a URL at all', 'ftp//user:s3cr3tpass@host?token=s3cr3tpass']
  ])('a base-url with %s is refused without echoing the secret', async (_name, url) => {
    const run = await runAgainst(sim, { prompt: 'x', 'base-url': url })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/`base-url`/)
    expect(run.stdout + run.stderr).not.toContain('s3cr3tpass')
    expect(sim.requests).toEqual([])
  })

  it.each([
    ['a line feed', 'mint_abc\ndef0123456789'],
    ['a carriage return', 'mint_abc\rdef0123456789'],
    ['an escape character', 'mint_abc\u001bdef0123456789']
  ])('a key with %s inside is an input error before any request', async (_name, key) => {
    const run = await runAgainst(sim, { prompt: 'x', 'api-key': key })
    expect(run.code).toBe(1)
    expect(errorOf(run)).toMatch(/`api-key` contains a line break or another control character/)
    expect(errorOf(run)).not.toMatch(/may have reached/)
    expect(sim.requests).toEqual([])
  })
})

describe('the API client honours the proxy variables', () => {
  it.each([
    ['Node 20', () => process.execPath],
    ['Node 24', () => node24]
  ])('HTTP_PROXY (%s): every API request goes through the proxy', async (_name, nodeOf) => {
    const run = await runAgainst(sim, { prompt: 'x' }, { env: { HTTP_PROXY: proxy.url }, node: nodeOf() })
    expect(run.code).toBe(0)
    expect(routesOf(sim)).toEqual(['POST create', 'GET get'])
    const target = new URL(sim.url).host
    expect(proxy.seen.length).toBeGreaterThanOrEqual(1)
    expect(proxy.seen.every(line => line === `CONNECT ${target}` || line.includes(target))).toBe(true)
  })

  it('NO_PROXY=127.0.0.1: the proxy is bypassed', async () => {
    const run = await runAgainst(
      sim,
      { prompt: 'x' },
      { env: { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, NO_PROXY: '127.0.0.1' } }
    )
    expect(run.code).toBe(0)
    expect(routesOf(sim)).toEqual(['POST create', 'GET get'])
    expect(proxy.seen).toEqual([])
  })
})
