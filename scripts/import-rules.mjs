// Which part of src/ may import which: the allow-list scripts/check-imports.mjs enforces (`npm run lint`)
// and docs/ARCHITECTURE.md shows. The check also fails when the doc's table says otherwise, so change both.
//
// A unit is a file directly in src/, src/entries/ or src/kernel/ (`main.ts`, `entries/agent.ts`,
// `kernel/outside.ts`), a folder in src/kernel/ or src/modes/ (`kernel/api/`, `modes/agent/`), or any
// other folder in src/. A file may import anything in its own unit. In a key, `*` stands for one path
// segment; a target ending in `/` covers everything under it. A unit without a rule may import nothing
// and is reported.
const KERNEL_LEAVES = ['kernel/outside.ts', 'kernel/error-message.ts', 'kernel/version.ts']

export const MAY_IMPORT = {
  'main.ts': ['kernel/', 'modes/', 'cli/'],
  'index.ts': ['main.ts'],
  'bin.ts': ['main.ts'],
  'cli/': ['kernel/', 'modes/index.ts', 'modes/lazy.ts'],
  'entries/*.ts': ['main.ts'],
  'modes/index.ts': ['modes/*/', 'kernel/'],
  'modes/lazy.ts': ['modes/*/', 'modes/index.ts', 'kernel/'],
  'modes/agent/': ['kernel/', 'pr-job/'],
  'modes/sweep/': ['kernel/', 'pr-job/'],
  'modes/*/': ['kernel/'],
  'pr-job/': ['kernel/'],
  'kernel/outside.ts': [],
  'kernel/error-message.ts': [],
  'kernel/version.ts': [],
  'kernel/reader-text.ts': [],
  'kernel/time/': [],
  'kernel/trigger/': [...KERNEL_LEAVES],
  'kernel/api/': ['kernel/time/', ...KERNEL_LEAVES],
  'kernel/github/': ['kernel/time/', 'kernel/trigger/', ...KERNEL_LEAVES],
  'kernel/inputs/': ['kernel/trigger/', ...KERNEL_LEAVES],
  'kernel/io/': ['kernel/inputs/', ...KERNEL_LEAVES],
  'kernel/wait/': ['kernel/api/', 'kernel/time/', ...KERNEL_LEAVES],
  'kernel/admission/': [
    'kernel/github/',
    'kernel/io/',
    'kernel/run/',
    'kernel/time/',
    'kernel/trigger/',
    ...KERNEL_LEAVES
  ],
  'kernel/run/': [
    'kernel/api/',
    'kernel/inputs/',
    'kernel/io/',
    'kernel/time/',
    'kernel/trigger/',
    ...KERNEL_LEAVES
  ]
}
