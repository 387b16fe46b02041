// The attempt ledger: every HTTP attempt of a budgeted run, retries included, is asked for here before
// it is sent, and counted once it is allowed. An attempt the ledger refuses is never sent, so what the
// ledger counts is what the API saw.

/** Why an attempt was not sent. */
export interface AttemptRefusal {
  /** `max-requests`: the run's own limit; `hourly`: the API's hourly budget; `share`: a part's own bound. */
  reason: 'max-requests' | 'hourly' | 'share'
  message: string
  /** For `hourly`: when the oldest attempt of the window leaves it (epoch ms), so one more would fit. */
  freeAt?: number
}

/** What a sender asks before each attempt: undefined to send it (and it is counted), or why not. */
export interface AttemptGate {
  admit(): AttemptRefusal | undefined
}

export interface AttemptLedgerOptions {
  /** The run's limit on attempts (`max-requests`); undefined: none. */
  max?: number
  /** The API's budget per hour of attempts (shared with every other tool, so a ceiling, not a promise). */
  perHour?: number
  now?: () => number
}

const HOUR_MS = 3_600_000

export class AttemptLedger implements AttemptGate {
  /** Every attempt allowed, and so sent. */
  attempts = 0
  /** The last refusal, until the next attempt is allowed. */
  refused: AttemptRefusal | undefined
  /** When each attempt of the last hour was allowed, oldest first. */
  private readonly recent: number[] = []

  constructor(private readonly options: AttemptLedgerOptions = {}) {}

  admit(): AttemptRefusal | undefined {
    const refusal = this.refusal()
    this.refused = refusal
    if (refusal) return refusal
    this.attempts++
    if (this.options.perHour !== undefined) this.recent.push(this.now())
    return undefined
  }

  /** What the next attempt would get, without counting it. */
  refusal(): AttemptRefusal | undefined {
    const { max, perHour } = this.options
    if (max !== undefined && this.attempts >= max)
      return { reason: 'max-requests', message: `\`max-requests\` (${max}) was reached` }
    if (perHour === undefined) return undefined
    const now = this.now()
    while (this.recent.length > 0 && (this.recent[0] as number) <= now - HOUR_MS) this.recent.shift()
    if (this.recent.length < perHour) return undefined
    return {
      reason: 'hourly',
      message: `this run sent the ${perHour} requests the API allows per hour`,
      freeAt: (this.recent[0] as number) + HOUR_MS
    }
  }

  /**
   * A part of the run with its own bound: at most `limit` attempts, each counted here too (and refused
   * when this ledger refuses).
   */
  share(limit: number, what: string): AttemptShare {
    return new AttemptShare(this, limit, what)
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }
}

/** A bounded part of a ledger's attempts (see AttemptLedger.share). */
export class AttemptShare implements AttemptGate {
  attempts = 0
  refused: AttemptRefusal | undefined

  constructor(
    private readonly parent: AttemptGate,
    readonly limit: number,
    private readonly what: string
  ) {}

  admit(): AttemptRefusal | undefined {
    this.refused =
      this.attempts >= this.limit
        ? { reason: 'share', message: `${this.what} used the ${this.limit} request(s) planned for them` }
        : this.parent.admit()
    if (!this.refused) this.attempts++
    return this.refused
  }
}
