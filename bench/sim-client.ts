// Starts bench/sim-server.ts in its own process and talks to it over stdin/stdout, one JSON line
// per command. Closing its stdin stops it; a kill by pid is the fallback.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { ROOT } from '../scripts/run-action.js'

export interface SimInfo {
  url: string
  dateFrom: string
  dateTo: string
  /** Rows the range holds: pages with at least one view in it. */
  rows: number
}

export interface BenchSim extends SimInfo {
  /** Clears recorded requests and rate counters. */
  reset(): Promise<void>
  /** Views requests since the last reset. */
  viewsRequests(): Promise<number>
  /** Every request since the last reset, and how many went to each route. */
  allRequests(): Promise<{ all: number; byRoute: Record<string, number> }>
  stop(): Promise<void>
}

const START_TIMEOUT_MS = 60_000
const COMMAND_TIMEOUT_MS = 10_000

export async function startBenchSim(pages: number, delayMs: number): Promise<BenchSim> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/sim-server.ts', '--pages', String(pages), '--delay-ms', String(delayMs)],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] }
  )
  const waiting: Array<(line: string) => void> = []
  createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> }).on('line', line =>
    waiting.shift()?.(line)
  )
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))

  function nextLine(timeoutMs: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bench simulator did not answer')), timeoutMs)
      waiting.push(line => {
        clearTimeout(timer)
        resolve(line)
      })
      void exited.then(() => reject(new Error('bench simulator exited')))
    })
  }
  async function command(name: string): Promise<Record<string, unknown>> {
    const answer = nextLine(COMMAND_TIMEOUT_MS)
    child.stdin?.write(`${name}\n`)
    return JSON.parse(await answer) as Record<string, unknown>
  }

  let info: SimInfo
  try {
    info = JSON.parse(await nextLine(START_TIMEOUT_MS)) as SimInfo
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    ...info,
    reset: async () => void (await command('reset')),
    viewsRequests: async () => Number((await command('count')).views),
    allRequests: async () => {
      const counted = await command('count')
      return { all: Number(counted.all), byRoute: (counted.byRoute ?? {}) as Record<string, number> }
    },
    stop: async () => {
      child.stdin?.end()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
  }
}
