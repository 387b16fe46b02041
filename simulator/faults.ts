// Fault rules: consulted in insertion order; the first matching rule with uses left applies once.
import type { Fault, FaultRule, Route, SimResponse } from './types.js'

interface ActiveRule {
  route: Route
  fault: Fault
  left: number
  match?: Record<string, string>
  /** Matching requests still to answer as usual. */
  skip: number
}

export class FaultQueue {
  private rules: ActiveRule[] = []

  inject(rule: FaultRule): void {
    const times = rule.times ?? 1
    if (!(times >= 0)) throw new Error(`FaultRule.times must be >= 0, got ${times}`)
    if (rule.fault.type === 'delay' && !(rule.fault.ms >= 0)) throw new Error('delay fault needs ms >= 0')
    const skip = rule.after ?? 0
    if (!(skip >= 0)) throw new Error(`FaultRule.after must be >= 0, got ${skip}`)
    this.rules.push({ route: rule.route, fault: rule.fault, left: times, match: rule.match, skip })
  }

  take(route: Route | 'unknown', query: Record<string, string> = {}): Fault | undefined {
    const matches = (r: ActiveRule) =>
      !r.match || Object.entries(r.match).every(([name, value]) => query[name] === value)
    const rule = this.rules.find(r => r.route === route && r.left > 0 && matches(r))
    if (!rule) return undefined
    if (rule.skip > 0) {
      rule.skip--
      return undefined
    }
    rule.left--
    return rule.fault
  }

  clear(): void {
    this.rules = []
  }
}

/** The body a proxy would put in front of the API: deliberately not JSON. */
export const NON_JSON_BODY = '<html>oops</html>'

/**
 * Response for a `status` fault. Without a body it sends a JSON `{"error"}`; with a body and no
 * contentType it guesses (JSON if it parses, HTML if it starts with `<`, else plain text).
 */
export function statusFaultResponse(fault: Extract<Fault, { type: 'status' }>): SimResponse {
  let body = fault.body
  let contentType = fault.contentType
  if (body === undefined) {
    body = JSON.stringify({ error: `Simulated fault (${fault.status})` })
    contentType ??= 'application/json; charset=utf-8'
  } else if (contentType === undefined) {
    contentType = looksLikeJson(body)
      ? 'application/json; charset=utf-8'
      : body.trimStart().startsWith('<')
        ? 'text/html; charset=utf-8'
        : 'text/plain; charset=utf-8'
  }
  return { status: fault.status, headers: { 'content-type': contentType, ...fault.headers }, body }
}

function looksLikeJson(body: string): boolean {
  try {
    JSON.parse(body)
    return true
  } catch {
    return false
  }
}
