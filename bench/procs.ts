// Process helpers for the benchmarks: timed runs with a kill guard, and finding a Node 24 binary.
import { spawn, spawnSync } from 'node:child_process'

export interface TimedRun {
  ms: number
  /** process.hrtime.bigint() at spawn. */
  startedAt: bigint
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a command to completion; wall time from spawn to exit. Killed (and rejected) after `killAfterMs`. */
export function timedRun(
  command: string,
  args: string[],
  options: { env: Record<string, string>; cwd?: string; killAfterMs: number }
): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, { env: options.env, cwd: options.cwd })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.stderr.on('data', chunk => (stderr += chunk))
    let killed = false
    const guard = setTimeout(() => {
      killed = true
      child.kill('SIGKILL')
    }, options.killAfterMs)
    child.on('error', reject)
    child.on('close', code => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      clearTimeout(guard)
      if (killed) reject(new Error(`${command} ${args.join(' ')} took over ${options.killAfterMs} ms`))
      else resolve({ ms, startedAt: started, code, stdout, stderr })
    })
  })
}

export interface Node24 {
  path?: string
  version?: string
  /** Why there is none. */
  problem?: string
}

/**
 * A real Node 24 binary (what the runner uses), from the npm registry's `node` package through npx.
 * `process.execPath` names the binary itself, so the start-up benchmark times node, not npx.
 */
export function findNode24(timeoutMs: number): Node24 {
  const found = spawnSync('npx', ['-y', 'node@24', '-p', 'process.execPath + " " + process.version'], {
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' }
  })
  const [path, version] = (found.stdout ?? '').trim().split('\n').pop()?.split(' ') ?? []
  if (found.status === 0 && path && version?.startsWith('v24.')) return { path, version }
  const why = found.error?.message ?? (found.stderr || found.stdout || `exit ${found.status}`).trim()
  return { problem: `npx -y node@24 failed: ${why.split('\n').slice(-1)[0]}` }
}

/** Peak RSS of a command via GNU time, when the machine has it (Debian package `time`). */
export const GNU_TIME = '/usr/bin/time'
export const hasGnuTime = (): boolean => spawnSync(GNU_TIME, ['-f', '%M', 'true']).status === 0

/** A Node binary the benchmarks run the action on. */
export interface NodeUnderTest {
  /** "Node 24.21.0". */
  short: string
  path: string
  version: string
}

export const thisNode = (): NodeUnderTest => ({
  short: `Node ${process.version.slice(1)}`,
  path: process.execPath,
  version: process.version
})

export const node24Under = (found: Node24): NodeUnderTest | undefined =>
  found.path && found.version
    ? { short: `Node ${found.version.slice(1)}`, path: found.path, version: found.version }
    : undefined
