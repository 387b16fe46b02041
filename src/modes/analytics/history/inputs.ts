import type { InputParser } from '../../../kernel/inputs/parser.js'

// The history's inputs: `history` (each run adds its period to the data branch) and `history-branch`
// (which branch). The branch name is checked as Git checks one, before any request.

export const HISTORY_INPUTS = {
  history: 'false',
  'history-branch': 'docs-analytics-history'
} as const

export const DEFAULT_HISTORY_BRANCH = HISTORY_INPUTS['history-branch']

export interface HistoryOptions {
  /** `history: true`: the period goes to the data branch `historyBranch`. */
  history: boolean
  historyBranch: string
}

type Name = keyof typeof HISTORY_INPUTS

/** Why `name` is not a branch name Git accepts (git check-ref-format), or undefined when it is. */
export function branchNameProblem(name: string): string | undefined {
  if (name.length > 200) return 'is longer than 200 characters'
  if (name.startsWith('refs/')) return 'names a ref, not a branch: leave out `refs/heads/`'
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(name))
    return 'holds a space, a control character or one of ~ ^ : ? * [ \\'
  if (name === '@' || name.includes('@{')) return 'holds `@{` (or is `@`)'
  if (name.includes('..')) return 'holds `..`'
  if (name.startsWith('/') || name.endsWith('/') || name.includes('//'))
    return 'has an empty part between slashes'
  if (name.startsWith('-')) return 'starts with `-`'
  if (name.endsWith('.')) return 'ends with `.`'
  const parts = name.split('/')
  if (parts.some(p => p.startsWith('.'))) return 'has a part that starts with `.`'
  if (parts.some(p => p.endsWith('.lock'))) return 'has a part that ends with `.lock`'
  return undefined
}

export function historyInputs(r: InputParser<Name>): HistoryOptions {
  const history = r.flag('history')
  const historyBranch = r.value('history-branch')
  const problem = branchNameProblem(historyBranch)
  if (problem)
    r.problems.push(
      `\`history-branch\` must be a Git branch name such as \`${DEFAULT_HISTORY_BRANCH}\`: ${JSON.stringify(historyBranch)} ${problem}`
    )
  return { history, historyBranch }
}
