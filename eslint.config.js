import js from '@eslint/js'
import tseslint from 'typescript-eslint'

// Size limits for src/, counted as `wc -l` counts (blank lines and comments included): a file over
// 300 lines or a function over 80 no longer reads in one sitting.
const MAX_FILE_LINES = 300
const MAX_FUNCTION_LINES = 80
const counted = { skipBlankLines: false, skipComments: false }

// Files over a limit today, each capped at its current size so it cannot grow while it is split.
// To be removed by issue 30: delete a line once its file is within the limits.
const OVER_THE_LIMITS_TODAY = [
  ['src/kernel/api/client.ts', { functionLines: 95 }],
  ['src/modes/agent/pull-request/session.ts', { fileLines: 323 }],
  ['src/modes/agent/run.ts', { functionLines: 113 }],
  ['src/modes/analytics/datasets/rows.ts', { fileLines: 320 }],
  ['src/modes/analytics/fetch/pager.ts', { functionLines: 132 }],
  ['src/modes/analytics/fetch/report-extras.ts', { functionLines: 109 }],
  ['src/modes/analytics/mode.ts', { fileLines: 321, functionLines: 208 }],
  ['src/modes/platform/automation.ts', { functionLines: 112 }]
]

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off'
    }
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: MAX_FILE_LINES, ...counted }],
      'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES, ...counted }]
    }
  },
  ...OVER_THE_LIMITS_TODAY.map(
    ([file, { fileLines = MAX_FILE_LINES, functionLines = MAX_FUNCTION_LINES }]) => ({
      files: [file],
      rules: {
        'max-lines': ['error', { max: fileLines, ...counted }],
        'max-lines-per-function': ['error', { max: functionLines, ...counted }]
      }
    })
  )
)
