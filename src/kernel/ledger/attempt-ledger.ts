// The attempt ledger: every HTTP attempt of a budgeted run, retries included, is asked for here before
// it is sent, and counted once it is allowed. An attempt the ledger refuses is never sent, so what the
// ledger counts is what the API saw.

/** Why an attempt was not sent. */
export interface AttemptRefusal {
  /** `max-requests`: the run's own limit; `share`: a part's own bound (see AttemptLedger.share). */
  reason: 'max-requests' | 'share'
  message: string
}

/** What a sender asks before each attempt: undefined to send it (and it is counted), or why not. */
export interface AttemptGate {
  admit(): AttemptRefusal | undefined
}

export interface AttemptLedgerOptions {
  /** The run's limit on attempts (`max-requests`); undefined: none. */
  max?: number
}

export class AttemptLedger implements AttemptGate {
  /** Every attempt allowed, and so sent. */
  attempts = 0
  /** The last refusal, until the next attempt is allowed. */
  refused: AttemptRefusal | undefined

  constructor(private readonly options: AttemptLedgerOptions = {}) {}

  admit(): AttemptRefusal | undefined {
    this.refused = this.refusal()
    if (!this.refused) this.attempts++
    return this.refused
  }

  /** What the next attempt would get, without counting it. */
  refusal(): AttemptRefusal | undefined {
    const { max } = this.options
    if (max !== undefined && this.attempts >= max)
      return { reason: 'max-requests', message: `\`max-requests\` (${max}) was reached` }
    return undefined
  }

  /**
   * A part of the run with its own bound: at most `limit` attempts, each counted here too (and refused
   * when this ledger refuses).
   */
  share(limit: number, what: string): AttemptShare {
    return new AttemptShare(this, limit, what)
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
