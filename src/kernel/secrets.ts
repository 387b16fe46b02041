import { AsyncLocalStorage } from 'node:async_hooks'

// The secrets of one run (the API key, the GitHub token, ...), which safe-text.ts redacts from every sink.
// They belong to the run's async context, not to the module: the run builder (kernel/run/build.ts)
// enters them once, and every call made for that run, however deep and however asynchronous, sees
// them; two runs in one process (tests, the command line) each see only their own. Outside any run
// there are none, and nothing is redacted.

/** Any run of this many characters of a secret is redacted, wherever it appears and however it was cut. */
export const SECRET_RUN = 8

/** One run's secrets and the pattern that finds them (and every SECRET_RUN-character piece of them). */
export class RunSecrets {
  private readonly values = new Set<string>()
  private compiled: RegExp | undefined

  /** Adds a secret (trimmed; blank is ignored). */
  add(value: string | undefined): void {
    const secret = value?.trim()
    if (!secret || this.values.has(secret)) return
    this.values.add(secret)
    const runs = new Set<string>()
    for (const s of this.values) {
      if (s.length <= SECRET_RUN) runs.add(s)
      else for (let i = 0; i + SECRET_RUN <= s.length; i++) runs.add(s.slice(i, i + SECRET_RUN))
    }
    const alternatives = [...runs].map(r => r.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    this.compiled = new RegExp(alternatives.join('|'), 'g')
  }

  /** The pattern of every piece of every secret; undefined while there is none. */
  get pattern(): RegExp | undefined {
    return this.compiled
  }

  /** Each secret, whole. */
  all(): Iterable<string> {
    return this.values
  }
}

const current = new AsyncLocalStorage<RunSecrets>()

/** Runs `work` as part of the run whose secrets are `secrets`: everything it starts sees them. */
export function withRunSecrets<T>(secrets: RunSecrets, work: () => T): T {
  return current.run(secrets, work)
}

/** The secrets of the run this call belongs to; undefined outside any run. */
export function currentRunSecrets(): RunSecrets | undefined {
  return current.getStore()
}
