import js from '@eslint/js'
import tseslint from 'typescript-eslint'

// Size limits for src/, counted as `wc -l` counts (blank lines and comments included): a file over
// 300 lines or a function over 80 no longer reads in one sitting.
const MAX_FILE_LINES = 300
const MAX_FUNCTION_LINES = 80
const counted = { skipBlankLines: false, skipComments: false }

// No module holds run state: a run's log, outputs, summary and secrets are its own (kernel/run/), and
// two runs in one process (tests, the command line) must not see each other's. So src/ has no
// module-level binding a run can change: no top-level `let` or `var`, no top-level Set or Map unless
// typed ReadonlySet or ReadonlyMap, and no top-level array unless `as const` or typed readonly. A
// cache of pure data (derived once, the same for every run) may stay, with an eslint-disable comment
// that says why.
const TOP_LEVEL = ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration'
const RUN_STATE = 'keep run state in the Run (kernel/run/), or derive it per call'
const MODULE_STATE = [
  {
    selector: `${TOP_LEVEL}[kind=/^(let|var)$/]`,
    message: `A module-level let or var is state every run in the process shares: ${RUN_STATE}.`
  },
  {
    selector: `${TOP_LEVEL} > VariableDeclarator[init.type='NewExpression'][init.callee.name=/^(Set|Map|WeakSet|WeakMap)$/]:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Set|Map)$/])`,
    message: `A module-level Set or Map can be changed by any run: type it ReadonlySet or ReadonlyMap, or ${RUN_STATE}.`
  },
  {
    selector: `${TOP_LEVEL} > VariableDeclarator[init.type='ArrayExpression']:not([id.typeAnnotation.typeAnnotation.operator='readonly']):not([id.typeAnnotation.typeAnnotation.typeName.name='ReadonlyArray'])`,
    message: `A module-level array can be changed by any run: make it \`as const\` or readonly, or ${RUN_STATE}.`
  }
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
      'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES, ...counted }],
      'no-restricted-syntax': ['error', ...MODULE_STATE]
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
