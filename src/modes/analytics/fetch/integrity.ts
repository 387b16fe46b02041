import type { DatasetState } from './pager.js'

// What the export can check about its own rows, once every dataset has been fetched. The API promises
// no row order, so when rows tie and come back in another order per request, offset pages overlap:
// some rows arrive twice and others never. Nothing in one page shows it; these checks do:
//  - distinct rows against rows received (a row that arrives twice means pages overlapped);
//  - `hasMore` against what the page held (more promised, but an empty or short page);
//  - the rows against the endpoint's totals, where it gives them: `/views` totals are the sums of the
//    rows; `/searches` `totalSearches` is the sum of all hits; `/visitors` totals count a visitor once
//    however many pages they read, so the rows' sum can only be larger.
// A failed check makes the export incomplete: the caller says so in the log, the summary, the files and
// the `complete` output, with what the user can do.

/** Sums that differ by no more than this (plus floating-point error) agree: the API may round. */
export const ROUNDING = 0.5

/** What the user can do when a check fails: the same pages again are not the cure. */
export const INTEGRITY_ADVICE =
  'Export a smaller range (fewer rows, so fewer pages that can shift), or run the export again; `allow-incomplete: true` accepts it as it is.'

const agree = (a: number, b: number) =>
  Math.abs(a - b) <= ROUNDING + 1e-9 * Math.max(Math.abs(a), Math.abs(b))

const round = (n: number) => Number(n.toFixed(6))

interface Sums {
  [key: string]: number
}

function sumsOf(state: DatasetState, keys: readonly string[]): Sums {
  const sums: Sums = Object.fromEntries(keys.map(k => [k, 0]))
  for (const row of state.rows.sorted()) {
    for (const k of keys) sums[k] = (sums[k] as number) + Number((row as Record<string, number>)[k])
  }
  return sums
}

function totalsIssue(state: DatasetState): string | undefined {
  const { spec, meta } = state
  const label = spec.label
  switch (spec.name) {
    case 'views': {
      const totals = meta.totals as Sums | undefined
      if (!totals) return undefined
      const sums = sumsOf(state, ['human', 'ai', 'total'])
      const off = ['total', 'human', 'ai'].find(k => !agree(sums[k] as number, totals[k] as number))
      return off
        ? `${label}: the rows add up to ${round(sums[off] as number)} ${off === 'total' ? '' : `${off} `}views, but the API's totals say ${totals[off]}.`
        : undefined
    }
    case 'visitors': {
      const totals = meta.totals as Sums | undefined
      if (!totals) return undefined
      const sum = sumsOf(state, ['total']).total as number
      // Unique visitors are counted once site-wide but once per page in the rows: only a smaller sum is wrong.
      return sum + ROUNDING < (totals.total as number)
        ? `${label}: the rows add up to ${round(sum)} visitors, fewer than the ${totals.total} unique visitors of the API's totals.`
        : undefined
    }
    case 'searches': {
      const total = meta.totalSearches as number | undefined
      if (total === undefined) return undefined
      const sum = sumsOf(state, ['hits']).hits as number
      return agree(sum, total)
        ? undefined
        : `${label}: the rows add up to ${round(sum)} hits, but the API's totalSearches says ${total}.`
    }
    default:
      return undefined
  }
}

/** Every check that failed, one sentence each; empty when the export's rows are consistent. */
export function integrityIssues(states: readonly DatasetState[]): string[] {
  const issues: string[] = []
  for (const state of states) {
    const { spec, rows } = state
    issues.push(...state.anomalies.map(a => `${spec.label}: ${a}`))
    const repeated = state.received - rows.size
    if (repeated > 0) {
      issues.push(
        `${spec.label}: ${state.received} rows received but only ${rows.size} distinct (${repeated} repeated): the API listed the rows in another order between pages, so rows may be missing.`
      )
    }
    // Totals are checked only on a dataset fetched to its end: a partial one is short by design.
    if (!state.position.done || state.truncated) continue
    const off = totalsIssue(state)
    if (off) issues.push(off)
  }
  return issues
}

/** The message for a run whose rows failed a check. */
export function integrityMessage(issues: readonly string[]): string {
  return `The export is not complete: ${issues.join(' ')} ${INTEGRITY_ADVICE}`
}
