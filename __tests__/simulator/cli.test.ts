// `npm run simulator`: its --help, the one-line request log with the key redacted, and --github. The in-test
// simulator logs nothing unless a test asks for the entries.
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn as spawnChild, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { request } from 'undici'
import { DEFAULT_API_KEY, startSimulator, type RequestLogEntry } from '../../simulator/index.js'

const TSX = 'node_modules/.bin/tsx'
// tsx compiles the simulator before it serves, which takes many seconds on a loaded machine: nothing
// here waits on a timer for it. A synchronous run is bounded (jest cannot interrupt it) well past any
// load; a spawned one is ended after its test, however that test ended (jest's timeout included).
const SYNC_HANG_GUARD_MS = 240_000
const running: ChildProcessWithoutNullStreams[] = []
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})
function spawn(command: string, args: string[]): ChildProcessWithoutNullStreams {
  const child = spawnChild(command, args)
  running.push(child)
  return child
}

function simulatorHelp(): { status: number | null; stdout: string } {
  const result = spawnSync(TSX, ['simulator/cli.ts', '--help'], {
    encoding: 'utf8',
    timeout: SYNC_HANG_GUARD_MS
  })
  return { status: result.status, stdout: result.stdout }
}

describe('--help', () => {
  test('exits 0 and documents the options and the prompt directives', () => {
    const { status, stdout } = simulatorHelp()
    expect(status).toBe(0)
    for (const option of [
      '--port',
      '--host',
      '--scenario',
      '--polls',
      '--pages',
      '--seed',
      '--github',
      '--github-port',
      '--quiet',
      '--help'
    ])
      expect(stdout).toContain(option)
    for (const directive of ['[sim:OUTCOME]', '[sim:polls=N]', '[sim:drift=KIND]'])
      expect(stdout).toContain(directive)
    for (const outcome of ['completed-pr', 'completed-no-pr', 'failed', 'archived'])
      expect(stdout).toContain(outcome)
  })

  test('an unknown option points at --help and exits 2', () => {
    const result = spawnSync(TSX, ['simulator/cli.ts', '--bogus'], {
      encoding: 'utf8',
      timeout: SYNC_HANG_GUARD_MS
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/Unknown option '--bogus' \(see --help\)/)
  })
})

describe('request log', () => {
  test('the CLI prints one line per request: method, path, status, never the key', async () => {
    const child = spawn(TSX, ['simulator/cli.ts', '--port', '0', '--pages', '5'])
    // One listener collects stdout; waiters are checked on every chunk.
    let out = ''
    const waiters: (() => void)[] = []
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString()
      for (const check of [...waiters]) check()
    })
    const waitFor = (count: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (out.split('\n').filter(Boolean).length < count) return
          waiters.splice(waiters.indexOf(check), 1)
          resolve()
        }
        waiters.push(check)
        child.once('exit', code => reject(new Error(`exited ${code}: ${out}`)))
        check()
      })
    try {
      await waitFor(1)
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1] ?? ''
      const get = async (path: string, key?: string) => {
        const res = await request(url + path, key ? { headers: { authorization: `Bearer ${key}` } } : {})
        await res.body.text()
      }
      await get('/v1/analytics/proj_demo/views?limit=2', DEFAULT_API_KEY)
      await get('/v1/analytics/proj_demo/views')
      await get(`/v2/agent/proj_demo/job/job_x?token=${DEFAULT_API_KEY}`, 'mint_wrong_key_123456')
      await waitFor(4)
      const lines = out.trim().split('\n').slice(1)
      expect(lines).toEqual([
        expect.stringMatching(/^\d\d:\d\d:\d\d GET \/v1\/analytics\/proj_demo\/views\?limit=2 200$/),
        expect.stringMatching(/^\d\d:\d\d:\d\d GET \/v1\/analytics\/proj_demo\/views 401 \(no key\)$/),
        expect.stringMatching(
          /^\d\d:\d\d:\d\d GET \/v2\/agent\/proj_demo\/job\/job_x\?token=\*\*\* 401 \(unknown key\)$/
        )
      ])
      // The banner names the simulator's public test key on purpose; the log lines never hold a key.
      expect(lines.join('\n')).not.toContain(DEFAULT_API_KEY)
      expect(lines.join('\n')).not.toContain('mint_wrong_key')
    } finally {
      child.kill('SIGTERM')
    }
  })

  test('the in-process simulator reports entries only when asked, faults included', async () => {
    const entries: RequestLogEntry[] = []
    const sim = await startSimulator({ onRequestLog: entry => entries.push(entry) })
    try {
      sim.injectFault({ route: 'views', fault: { type: 'reset-before' } })
      await request(`${sim.url}/v1/analytics/proj_demo/views`, {
        headers: { authorization: `Bearer ${DEFAULT_API_KEY}` }
      }).catch(() => undefined)
      const res = await request(`${sim.url}/nope`)
      await res.body.text()
      await new Promise(resolve => setImmediate(resolve))
      expect(entries).toEqual([
        {
          method: 'GET',
          path: '/v1/analytics/proj_demo/views',
          status: undefined,
          auth: 'key',
          fault: 'reset-before'
        },
        { method: 'GET', path: '/nope', status: 404, auth: 'no key' }
      ])
    } finally {
      await sim.close()
    }
  })
})

describe('serving', () => {
  test('prints its address, serves, and exits 0 on SIGTERM', async () => {
    const child = spawn(TSX, ['simulator/cli.ts', '--port', '0', '--pages', '50'])
    const line = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString()
        if (out.includes('\n')) resolve(out.trim())
      })
      child.on('exit', code => reject(new Error(`exited ${code}`)))
    })
    const m =
      /^simulator listening on (http:\/\/127\.0\.0\.1:\d+) \(api key: (\S+), project: proj_demo\)$/.exec(line)
    expect(m).not.toBeNull()
    const res = await request(`${m?.[1]}/v1/analytics/proj_demo/views`, {
      headers: { authorization: `Bearer ${m?.[2]}` }
    })
    expect(res.statusCode).toBe(200)
    await res.body.text()
    const exit = new Promise(resolve => child.on('exit', code => resolve(code)))
    child.kill('SIGTERM')
    expect(await exit).toBe(0)
  })

  test('--github: the GitHub stand-in with pull request #1, its event payloads, and the commands to run', async () => {
    const args = ['simulator/cli.ts', '--port', '0', '--github', '--github-port', '0', '--quiet']
    const child = spawn(TSX, args)
    try {
      const out = await new Promise<string>((resolve, reject) => {
        let text = ''
        child.stdout.on('data', (c: Buffer) => {
          text += c.toString()
          if (/The action's comments: .*\n/.test(text)) resolve(text)
        })
        child.on('exit', code => reject(new Error(`exited ${code}: ${text}`)))
      })
      const api = /simulator listening on (http:\/\/127\.0\.0\.1:\d+) /.exec(out)?.[1]
      const gh = /GitHub stand-in on (http:\/\/127\.0\.0\.1:\d+): acme\/widgets/.exec(out)?.[1]
      expect(api).toBeDefined()
      expect(gh).toBeDefined()
      const pull = await request(`${gh}/repos/acme/widgets/pulls/1`)
      expect(pull.statusCode).toBe(200)
      expect(await pull.body.json()).toMatchObject({ number: 1, head: { ref: 'feature/widgets' } })
      const permission = await request(`${gh}/repos/acme/widgets/collaborators/maintainer/permission`)
      expect(permission.statusCode).toBe(200)
      await permission.body.text()
      // One command per event, each naming its payload file, both stand-ins and the built bundle.
      const commands = out.split('\n\n').filter(block => block.includes('node dist/index.js'))
      expect(commands).toHaveLength(2)
      for (const [event, file] of [
        ['pull_request', 'pull-request.json'],
        ['issue_comment', 'docs-comment.json']
      ] as const) {
        const command = commands.find(c => c.includes(`GITHUB_EVENT_NAME=${event} `)) ?? ''
        expect(command).toContain(`GITHUB_API_URL=${gh} `)
        expect(command).toContain(`'INPUT_BASE-URL=${api}'`)
        const path = new RegExp(`GITHUB_EVENT_PATH=(\\S+/${file}) `).exec(command)?.[1] ?? ''
        expect(existsSync(path)).toBe(true)
        const payload = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
        expect(payload).toMatchObject(
          event === 'pull_request'
            ? { action: 'opened', pull_request: { number: 1 } }
            : {
                issue: { number: 1 },
                comment: { body: '/docs Document the widgets API', user: { login: 'maintainer' } }
              }
        )
      }
      const eventDir = /Event payloads in (\S+)\./.exec(out)?.[1] ?? ''
      const exit = new Promise(resolve => child.on('exit', code => resolve(code)))
      child.kill('SIGTERM')
      expect(await exit).toBe(0)
      // Its payload files go with it.
      expect(existsSync(eventDir)).toBe(false)
    } finally {
      child.kill('SIGKILL')
    }
  })

  test('refuses a non-loopback host', async () => {
    const child = spawn(TSX, ['simulator/cli.ts', '--host', '0.0.0.0'])
    let err = ''
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    expect(await new Promise(resolve => child.on('exit', code => resolve(code)))).toBe(2)
    expect(err).toMatch(/non-loopback/)
  })
})
