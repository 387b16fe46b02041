// On the built bundle: a GitHub API answer is bounded by its decoded size. A small gzip reply that
// inflates to hundreds of megabytes is refused while it is read, and the step's memory stays small.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { commentPayload } from '../../__fixtures__/events.js'
import { runEvent } from '../../__fixtures__/runs.js'
import type { GitHubApi } from '../../simulator/github/index.js'
import { startSimulator, type Simulator } from '../../simulator/index.js'
import { NODE } from '../helpers/run-action.js'

/** 300 MB of JSON (an array padded with spaces) that gzips to about 300 KB. */
const INFLATED_BYTES = 300 * 1024 * 1024
let bomb: Buffer
let server: Server
let url: string
let sim: Simulator
const requests: string[] = []
const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bomb-'))

beforeAll(async () => {
  bomb = gzipSync(Buffer.concat([Buffer.from('['), Buffer.alloc(INFLATED_BYTES - 2, 0x20), Buffer.from(']')]))
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    req.resume()
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' })
    res.end(bomb)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  sim = await startSimulator({ defaultScenario: { outcome: 'completed-pr', pollsUntilDone: 0 } })
})
afterAll(async () => {
  await sim.close()
  await new Promise<void>(resolve => server.close(() => resolve()))
  rmSync(dir, { recursive: true, force: true })
})

describe('GitHub answers are bounded by their decoded size', () => {
  it('a gzip bomb on the comments listing is refused; the step stays under 250 MB', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const rssFile = join(dir, 'rss.txt')
    const wrapper = join(dir, 'node-with-rss.cjs')
    // A Node wrapper, not a shell script: sh drops the INPUT_API-KEY style variables (hyphens).
    writeFileSync(
      wrapper,
      `#!${process.execPath}\n` +
        `const { spawnSync } = require('node:child_process')\n` +
        `const r = spawnSync('/usr/bin/time', ['-f', '%M', '-o', ${JSON.stringify(rssFile)}, ${JSON.stringify(NODE)}, ...process.argv.slice(2)], { stdio: 'inherit' })\n` +
        `process.exit(r.status ?? 1)\n`
    )
    chmodSync(wrapper, 0o755)
    const gh = { url, owner: 'acme', repo: 'widgets' } as GitHubApi
    const result = await runEvent(sim, gh, {
      event: 'issue_comment',
      payload: commentPayload(5, '/docs more'),
      inputs: { prompt: 'more' },
      killAfterMs: 90_000,
      node: wrapper
    })
    const maxRssKb = Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop())
    expect(result.signal).toBeNull()
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/larger than \d+ MB/)
    expect(maxRssKb).toBeLessThan(250 * 1024)
  })
})
