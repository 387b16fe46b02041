import { afterAll, afterEach, beforeAll } from '@jest/globals'
import { startArtifactService, type ArtifactService } from '../simulator/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../simulator/github/index.js'
import {
  DEFAULT_API_KEY,
  DEFAULT_PROJECT,
  startSimulator,
  type PageViewsDatasetOptions,
  type Simulator,
  type SimulatorOptions
} from '../simulator/index.js'

// The stand-in servers a test file shares, started once per file: before its first test, reset after
// each test, closed after its last. Each `use…` returns the server itself (through a Proxy that
// forwards to it once beforeAll has started it), so a test reads `sim.url` or `gh.requests` as usual.

/** The simulator's key and project: what every run sends unless it tests another. */
export const TEST_KEY = DEFAULT_API_KEY
export const TEST_PROJECT = DEFAULT_PROJECT

/**
 * Page views of 25 pages over the 30 days up to 2026-03-01. The analytics tests picked their ranges
 * for the row counts this gives (and assert them, so a change of the data shows up as such).
 */
export const FEBRUARY_2026: PageViewsDatasetOptions = { pages: 25, days: 30, endDate: '2026-03-01', seed: 7 }

/** Agent jobs end `completed` with a pull request at their first read, unless a prompt says otherwise. */
export const JOBS_COMPLETE_AT_ONCE: SimulatorOptions = {
  defaultScenario: { outcome: 'completed-pr', pollsUntilDone: 0 }
}

function useServer<T extends object>(
  start: () => Promise<T>,
  reset: (server: T) => void,
  close: (server: T) => Promise<void>
): T {
  let server: T | undefined
  beforeAll(async () => {
    server = await start()
  })
  afterEach(() => {
    if (server) reset(server)
  })
  afterAll(async () => {
    if (server) await close(server)
  })
  const current = (): T => {
    if (!server) throw new Error('a stand-in server was used before beforeAll started it')
    return server
  }
  return new Proxy({} as T, {
    get(_, key) {
      const target = current()
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
    set: (_, key, value) => Reflect.set(current(), key, value)
  })
}

/** The API simulator for this file (or describe block). */
export function useSimulator(options: SimulatorOptions = {}): Simulator {
  return useServer(
    () => startSimulator(options),
    sim => sim.reset(),
    sim => sim.close()
  )
}

/** The people with write access every GitHub stand-in knows: `alice` (commentPayload's author) and
 * `maintainer` (maintainerComment's). */
export const MAINTAINERS: Readonly<Record<string, string>> = { alice: 'write', maintainer: 'maintain' }

/** The GitHub REST stand-in for this file (owner `acme`, repository `widgets`). */
export function useGitHubApi(): GitHubApi {
  const withMaintainers = (gh: GitHubApi) => {
    gh.permissions = { ...MAINTAINERS }
    return gh
  }
  return useServer(
    async () => withMaintainers(await startGitHubApi()),
    gh => void withMaintainers((gh.reset(), gh)),
    gh => gh.close()
  )
}

/** The Actions results service stand-in for this file; after each test: no fault, nothing recorded. */
export function useArtifactService(artifactId?: number): ArtifactService {
  return useServer(
    () => startArtifactService(artifactId),
    service => {
      service.setFault(undefined)
      service.calls.length = 0
      service.requests.length = 0
      service.blobs.clear()
    },
    service => service.close()
  )
}
