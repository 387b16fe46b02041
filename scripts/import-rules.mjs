// Which part of src/ may import which: the allow-list scripts/check-imports.mjs enforces (`npm run lint`)
// and docs/ARCHITECTURE.md shows. The check also fails when the doc's table says otherwise, so change both.
//
// A unit is a file directly in src/, src/kernel/ or src/modes/ (`main.ts`, `kernel/safe-text.ts`,
// `modes/table.ts`), a folder in src/kernel/ or src/modes/ (`kernel/api/`, `modes/agent/`), or any
// other folder in src/. A file may import anything in its own unit. In a key, `*` stands for one path
// segment; a target ending in `/` covers everything under it. A unit without a rule may import nothing
// and is reported.
const KERNEL_LEAVES = ['kernel/safe-text.ts', 'kernel/error-message.ts', 'kernel/version.ts']

export const MAY_IMPORT = {
  'main.ts': ['kernel/', 'modes/', 'cli/'],
  'index.ts': ['main.ts'],
  'bin.ts': ['main.ts'],
  'cli/': ['kernel/', 'modes/table.ts'],
  'modes/table.ts': ['modes/*/', 'kernel/'],
  'modes/index.ts': ['modes/table.ts', 'kernel/'],
  // Generated from the modes' definitions (scripts/mode-input-specs.ts): names and defaults only.
  'modes/input-specs.ts': ['kernel/'],
  'modes/*/': ['kernel/'],
  // Agent mode and the sweep share the pull request's docs job (pr-job/), which knows no mode.
  'modes/agent/': ['kernel/', 'pr-job/'],
  'modes/sweep/': ['kernel/', 'pr-job/'],
  'pr-job/': ['kernel/'],
  // Deploy and preview are both a deployment: the one folder modes share (a preview is one of a branch).
  'modes/deploy/': ['kernel/', 'modes/deployment/'],
  'modes/preview/': ['kernel/', 'modes/deployment/'],
  // A sink's type refuses reader text (kernel/publish/reader-text.ts): a type, imported for that alone.
  'kernel/safe-text.ts': ['kernel/secrets.ts', 'kernel/publish/'],
  'kernel/secrets.ts': [],
  'kernel/error-message.ts': [],
  'kernel/version.ts': [],
  'kernel/reader-text.ts': ['kernel/redaction/'],
  'kernel/redaction/': [],
  'kernel/seal.ts': [],
  // The publication gate: reader text's type, every place the action writes and what each may carry.
  'kernel/publish/': ['kernel/reader-text.ts', 'kernel/error-message.ts'],
  'kernel/time/': [],
  'kernel/trigger/': [...KERNEL_LEAVES],
  'kernel/api/': ['kernel/time/', 'kernel/secrets.ts', 'kernel/publish/', ...KERNEL_LEAVES],
  'kernel/github/': ['kernel/time/', 'kernel/trigger/', ...KERNEL_LEAVES],
  'kernel/inputs/': ['kernel/trigger/', ...KERNEL_LEAVES],
  'kernel/io/': ['kernel/inputs/', ...KERNEL_LEAVES],
  'kernel/wait/': ['kernel/api/', 'kernel/time/', ...KERNEL_LEAVES],
  'kernel/ledger/': [],
  'kernel/admission/': [
    'kernel/github/',
    'kernel/io/',
    'kernel/run/',
    'kernel/time/',
    'kernel/trigger/',
    ...KERNEL_LEAVES
  ],
  'kernel/run/': [
    'kernel/secrets.ts',
    'kernel/api/',
    'kernel/publish/',
    'kernel/inputs/',
    'kernel/io/',
    'kernel/time/',
    'kernel/trigger/',
    ...KERNEL_LEAVES
  ]
}
