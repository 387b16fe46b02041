import type { AnyModeDefinition } from '../kernel/run/mode.js'

// The mode table: every mode, declared once, in the order messages list them. Each row gives the
// sub-action's folder (`<subAction>/action.yml`, whose entry `npm run package` writes to
// dist/<subAction>/index.js: scripts/build-entries.js reads this table), what the command line's
// `--help` says of it (no `command`: the command line does not offer the mode), and a loader for its
// definition (its name, title, inputs spec, outputs spec, parser and run: modes/<mode>/index.ts).
//
// The loaders are lazy imports: a sub-action's entry names its mode, and only that mode's definition
// loads before its first request. The root action loads the one its `mode` input names; it checks the
// input against src/modes/input-specs.ts, generated from the definitions (scripts/mode-input-specs.ts).
// A new mode is its folder, one row here and its action.yml; the kernel knows none of them.
//
// scripts/build-entries.js reads the rows as text: each is an object literal whose `subAction` (and
// `command`) are string literals.

export interface ModeRow {
  /** The folder of the mode's sub-action, at the repository's root. */
  readonly subAction: string
  /** The command line's one-line description of the command; absent: no command for this mode. */
  readonly command?: string
  readonly load: () => Promise<AnyModeDefinition>
}

export const MODE_TABLE = {
  agent: {
    subAction: 'agent',
    command: 'start an agent job (or follow one up) and wait for it',
    load: async () => (await import('./agent/index.js')).agent
  },
  analytics: {
    subAction: 'analytics',
    command: 'export analytics (CSV/JSON files and report.md)',
    load: async () => (await import('./analytics/index.js')).analytics
  },
  deploy: {
    subAction: 'deploy',
    command: 'trigger a docs deployment and wait for it',
    load: async () => (await import('./deploy/index.js')).deploy
  },
  preview: {
    subAction: 'preview',
    command: 'trigger a preview deployment of a branch and wait for it',
    load: async () => (await import('./preview/index.js')).preview
  },
  automation: {
    subAction: 'automation',
    command: 'run an automation and wait for it',
    load: async () => (await import('./automation/index.js')).automation
  },
  // Finishes what agent runs left: run by events and a schedule in a workflow, never from a terminal.
  sweep: {
    subAction: 'sweep',
    load: async () => (await import('./sweep/index.js')).sweep
  },
  // Tells the code repositories that the agent's docs pull request opened: run by that pull request's
  // event in the docs repository's workflow; a terminal has no such event (and `gh api` sends a
  // dispatch by hand).
  notify: {
    subAction: 'notify',
    load: async () => (await import('./notify/index.js')).notify
  }
} as const satisfies Record<string, ModeRow>

export type Mode = keyof typeof MODE_TABLE

/** Every mode's name, in the table's order. */
export const MODE_NAMES = Object.keys(MODE_TABLE) as Mode[]

/** The definition of `mode`, as its loader returns it (typed by its inputs). */
export type DefinitionOf<M extends Mode> = Awaited<ReturnType<(typeof MODE_TABLE)[M]['load']>>

/** One mode's definition, loading no other mode's code. */
export function loadMode<M extends Mode>(mode: M): Promise<DefinitionOf<M>> {
  return MODE_TABLE[mode].load() as Promise<DefinitionOf<M>>
}

/** Every mode's definition, in the table's order: the root action's `mode` input picks one. */
export async function loadModes(): Promise<DefinitionOf<Mode>[]> {
  const definitions: DefinitionOf<Mode>[] = []
  // One after the other: the order is the table's, and jest's ESM loader fails on concurrent imports
  // of a shared dependency.
  for (const mode of MODE_NAMES) definitions.push(await loadMode(mode))
  return definitions
}

/** The modes the command line offers, one command each. */
export type Command = {
  [M in Mode]: (typeof MODE_TABLE)[M] extends { command: string } ? M : never
}[Mode]
