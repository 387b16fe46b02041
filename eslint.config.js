import js from '@eslint/js'
import tseslint from 'typescript-eslint'

// Size limits for src/, counted as `wc -l` counts (blank lines and comments included): a file over
// 300 lines or a function over 80 no longer reads in one sitting.
const MAX_FILE_LINES = 300
const MAX_FUNCTION_LINES = 80
const counted = { skipBlankLines: false, skipComments: false }

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
  {
    // Only the GitHub Actions step's adapter loads @actions/core (for the job summary, after the work);
    // everything else writes through the run or the workflow commands, which load nothing.
    files: ['src/**/*.ts'],
    ignores: ['src/kernel/io/actions-step.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message:
                'Write through the run (run.log, run.outputs, run.summary) or kernel/io/workflow-commands.ts: @actions/core loads undici, which costs the start-up (kernel/io/actions-step.ts).'
            }
          ]
        }
      ]
    }
  }
)
