import type { PeriodFileName } from './model.js'

// The paths a history write may name: relative, POSIX, one of the layout's, never out of its root.

/** The period's files a write replaces; the loop's loop.json is written by the loop's memory in a folder. */
export const REPLACED_PERIOD_FILES: readonly PeriodFileName[] = [
  'summary.json',
  'pages.csv.gz',
  'gaps.json',
  'gaps.sealed',
  'checks.json'
]

const PART = /^[A-Za-z0-9_][A-Za-z0-9._+-]*$|^\.nojekyll$/

/** `path` when it is a relative path inside the history (no `..`, no empty part); throws otherwise. */
export function checkedPath(path: string): string {
  const parts = path.split('/')
  if (parts.length > 4 || parts.some(p => !PART.test(p) || p === '..'))
    throw new Error(`not a path of the history's layout: ${JSON.stringify(path.slice(0, 200))}`)
  return path
}
