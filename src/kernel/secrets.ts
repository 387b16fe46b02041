import { AsyncLocalStorage } from 'node:async_hooks'

// The secrets of one run (the API key, the GitHub token, ...), which safe-text.ts redacts from every sink.
// They belong to the run's async context, not to the module: the run builder (kernel/run/build.ts)
// enters them once, and every call made for that run, however deep and however asynchronous, sees
// them; two runs in one process (tests, the command line) each see only their own. Outside any run
// there are none, and nothing is redacted.

/**
 * Any run of this many characters of a secret is redacted, wherever it appears and however it was cut,
 * unless the run could be an ordinary word (mayBeWord): the whole secret always is.
 */
export const SECRET_RUN = 8

/**
 * Whether a piece of a secret could be ordinary text: letters, `_` and `-` only, with no capital
 * inside a word (`assistan`, `_key_for`, `Docs-sit`). A key's random part mixes digits and cases, so
 * its pieces stay redacted; a readable prefix such as `mint_dsc_sim_assistant_key_` would otherwise
 * mask the word "assistant" everywhere a run writes it.
 */
export function mayBeWord(piece: string): boolean {
  return /^[A-Za-z_-]+$/.test(piece) && !/[a-z][A-Z]|[A-Z]{2}/.test(piece)
}

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
      runs.add(s)
      for (let i = 0; i + SECRET_RUN <= s.length; i++) {
        const piece = s.slice(i, i + SECRET_RUN)
        if (!mayBeWord(piece)) runs.add(piece)
      }
    }
    // The longest first: a whole secret is matched whole, before any piece of it.
    const alternatives = [...runs]
      .sort((a, b) => b.length - a.length)
      .map(r => r.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
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
