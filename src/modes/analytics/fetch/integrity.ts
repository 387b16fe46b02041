import type { DatasetState } from './pager.js'

// What the export can check about its own rows, once every dataset has been fetched. The API promises
// no row order, so when rows tie and come back in another order per request, offset pages overlap:
// some rows arrive twice and others never. Nothing in one page shows it; these checks do. Only
// evidence that rows were lost fails the export:
//  - distinct rows against rows received (a row that arrives twice means pages overlapped);
//  - `hasMore` against what the page held (more promised, but an empty or short page, or no cursor);
//  - `/searches` `totalSearches`, which the contract defines as the sum of all hits.
// The `/views` and `/visitors` totals are site-wide counts: the contract does not say the rows add up
// to them (the service may count views of pages it does not list, and a visitor of several pages
// counts once site-wide), so a difference there is reported with its numbers, never a failure.
// A failed check makes the export incomplete: the caller says so in the log, the summary, the files and
// the `complete` output, with what the user can do.

/** Sums that differ by no more than this (plus floating-point error) agree: the API may round. */
export const ROUNDING = 0.5

/** What the user can do when pages overlapped: fewer pages, or the same pages again. */
const ADVICE_PAGES =
  'Export a smaller range (fewer rows, so fewer pages that can shift), or run the export again; `allow-incomplete: true` accepts it as it is.'

/** What the user can do when one answer contradicted itself: a smaller range does not help one page. */
const ADVICE_ANSWER =
  'Run the export again: if the API answers the same way, its data is inconsistent, and `allow-incomplete: true` accepts the export as it is.'

const agree = (a: number, b: number) =>
  Math.abs(a - b) <= ROUNDING + 1e-9 * Math.max(Math.abs(a), Math.abs(b))

const round = (n: number) => Number(n.toFixed(6))

/** `+5`, `-5`, `0`: a difference as the notes show it. */
const signed = (n: number) => (round(n) > 0 ? `+${round(n)}` : String(round(n)))

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

/** Whether a dataset's rows came in more than one page (a resumed dataset did). */
const severalPages = (state: DatasetState) => state.pages > 1

/** A fetched dataset whose totals can be compared with its rows: fetched to its end. */
const whole = (state: DatasetState) => state.position.done && !state.truncated

/** One finding that makes the export incomplete, and whether overlapping pages explain it. */
interface Finding {
  text: string
  pagesShifted: boolean
}

function findings(states: readonly DatasetState[]): Finding[] {
  const found: Finding[] = []
  for (const state of states) {
    const { spec, rows } = state
    found.push(...state.anomalies.map(a => ({ text: `${spec.label}: ${a}`, pagesShifted: false })))
    const repeated = state.received - rows.size
    if (repeated > 0) {
      const why = severalPages(state)
        ? 'the API listed the rows in another order between pages'
        : 'the API listed a row twice in one page'
      found.push({
        text: `${spec.label}: ${state.received} rows received but only ${rows.size} distinct (${repeated} repeated): ${why}, so rows may be missing.`,
        pagesShifted: severalPages(state)
      })
    }
    // Totals are checked only on a dataset fetched to its end: a partial one is short by design.
    if (spec.name !== 'searches' || !whole(state)) continue
    const total = state.meta.totalSearches as number | undefined
    if (total === undefined) continue
    const sum = sumsOf(state, ['hits']).hits as number
    if (!agree(sum, total)) {
      found.push({
        text: `${spec.label}: the rows add up to ${round(sum)} hits, but the API's totalSearches (the sum of all hits) says ${total}.`,
        pagesShifted: severalPages(state)
      })
    }
  }
  return found
}

/** Every check that failed, one sentence each; empty when nothing shows that rows were lost. */
export function integrityIssues(states: readonly DatasetState[]): string[] {
  return findings(states).map(f => f.text)
}

/** The message for a run whose rows failed a check, with the advice that fits how they were fetched. */
export function integrityMessage(states: readonly DatasetState[]): string {
  const found = findings(states)
  const advice = found.some(f => f.pagesShifted) ? ADVICE_PAGES : ADVICE_ANSWER
  return `The export is not complete: ${found.map(f => f.text).join(' ')} ${advice}`
}

/**
 * Where the rows do not add up to the site-wide totals of `/views` (or add up to fewer `/visitors`):
 * one sentence each, with both numbers and the difference, for the log and the report. Not a failure.
 */
export function totalsNotes(states: readonly DatasetState[]): string[] {
  const notes: string[] = []
  for (const state of states) {
    const totals = state.meta.totals as Sums | undefined
    if (!totals || !whole(state)) continue
    if (state.spec.name === 'views') {
      const sums = sumsOf(state, ['human', 'ai', 'total'])
      const keys = ['total', 'human', 'ai']
      if (keys.every(k => agree(sums[k] as number, totals[k] as number))) continue
      const diff = (k: string) => signed((sums[k] as number) - (totals[k] as number))
      notes.push(
        `${state.spec.label}: the rows add up to ${round(sums.total as number)} views (${round(sums.human as number)} human, ${round(sums.ai as number)} AI); the API's site-wide totals say ${totals.total} (${totals.human} human, ${totals.ai} AI): a difference of ${diff('total')} (${diff('human')} human, ${diff('ai')} AI).`
      )
    } else if (state.spec.name === 'visitors') {
      const sum = sumsOf(state, ['total']).total as number
      // A visitor of several pages counts once site-wide but once per page: only a smaller sum is odd.
      if (sum + ROUNDING >= (totals.total as number)) continue
      notes.push(
        `${state.spec.label}: the rows add up to ${round(sum)} visitors, fewer than the ${totals.total} unique visitors of the API's site-wide totals: a difference of ${signed(sum - (totals.total as number))}.`
      )
    }
  }
  return notes
}

/** Why a difference from the totals is reported but does not fail the export. */
export const TOTALS_NOTE =
  "The API's totals are site-wide counts, and it does not promise that the listed rows add up to them (it may count views of pages it does not list): a difference is no sign of lost rows."
