import { request } from 'undici'
import { TEST_KEY } from '../../__fixtures__/servers.js'
import type { Simulator } from '../../simulator/index.js'

// Raw HTTP against the simulator, for the tests of the simulator itself.

export interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: () => Record<string, unknown>
}

/** One request with the test key (`key: null` sends none), answered whole. */
export async function call(
  sim: Simulator,
  method: string,
  path: string,
  opts: { key?: string | null; body?: unknown; raw?: string } = {}
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (opts.key !== null) headers.authorization = `Bearer ${opts.key ?? TEST_KEY}`
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))
  const res = await request(sim.url + path, { method: method as 'GET', headers, body })
  const text = await res.body.text()
  return { status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) }
}
