// The input registry, built from each mode's input spec (modes/<mode>/index.ts): which inputs every
// mode reads, which a mode reads, and each one's default. The defaults are action.yml's, in one copy
// inside the action: the InputParser falls back to them when an input is empty, and the "ignored input"
// warning compares against them. The runner fills in defaults, so an input of another mode arrives
// non-empty whenever action.yml gives it a default, and only a value that differs from the default is
// something the user set. __tests__/kernel/inputs/registry.test.ts checks them against action.yml.

/** An input's name and action.yml's default for it (undefined: none). */
export type InputDefaults = Readonly<Record<string, string | undefined>>

/** Read in every mode (never warned about). */
export const COMMON_INPUTS = {
  'api-key': undefined,
  'project-id': undefined,
  mode: 'agent',
  'base-url': 'https://api.mintlify.com',
  'timeout-minutes': '30',
  // An expression the runner evaluates to a token: never comparable, never warned about, and never a
  // fallback (the parser reads the token as given).
  'github-token': '${{ github.token }}'
} as const satisfies InputDefaults

export type CommonInputName = keyof typeof COMMON_INPUTS

/** What the registry needs of a mode: its name and every input it reads besides the common ones. */
export interface InputSpec {
  readonly name: string
  readonly inputs: InputDefaults
  /**
   * The common inputs the mode reads (`mode` aside); absent: every one. A mode that never calls the
   * docs API leaves out `api-key` and `project-id`, and then needs neither.
   */
  readonly common?: readonly CommonInputName[]
}

/** Whether `spec` reads the common input `name`. */
export const readsCommon = (spec: InputSpec | undefined, name: CommonInputName): boolean =>
  !spec?.common || spec.common.includes(name)

/**
 * Each mode's own inputs: the ones its spec lists that no earlier mode's spec lists. An input several
 * modes read (`wait`) belongs to the first of them, the one a warning tells the user to set.
 */
export function ownedInputs(specs: readonly InputSpec[]): Record<string, InputDefaults> {
  const seen = new Set<string>()
  const owned: Record<string, InputDefaults> = {}
  for (const spec of specs) {
    owned[spec.name] = Object.fromEntries(Object.entries(spec.inputs).filter(([name]) => !seen.has(name)))
    for (const name of Object.keys(spec.inputs)) seen.add(name)
  }
  return owned
}

/** An input another mode owns that `mode` does not read, set to something other than its default. */
export interface IgnoredInput {
  name: string
  /** The mode whose list holds it. */
  owner: string
}

/** The inputs `mode` does not read that were set to something other than their default, in list order. */
export function ignoredInputs(
  specs: readonly InputSpec[],
  mode: string,
  readInput: (name: string) => string
): IgnoredInput[] {
  const reads = specs.find(spec => spec.name === mode)?.inputs ?? {}
  return Object.entries(ownedInputs(specs))
    .filter(([owner]) => owner !== mode)
    .flatMap(([owner, inputs]) =>
      Object.entries(inputs)
        .filter(([name, fallback]) => {
          if (name in reads) return false
          const value = readInput(name).trim()
          return value !== '' && value !== fallback
        })
        .map(([name]) => ({ name, owner }))
    )
}

/** One warning naming every ignored input and the mode it applies to, or undefined when there is none. */
export function ignoredInputsWarning(
  specs: readonly InputSpec[],
  mode: string,
  readInput: (name: string) => string
): string | undefined {
  const ignored = ignoredInputs(specs, mode, readInput)
  if (ignored.length === 0) return undefined
  const owners = [...new Set(ignored.map(i => i.owner))]
  const list = (names: string[]) => names.map(n => `\`${n}\``).join(', ')
  const they = (count: number) => (count === 1 ? 'it applies' : 'they apply')
  const one = ignored.length === 1
  if (owners.length === 1) {
    const owner = owners[0] as string
    return `Ignored in ${mode} mode: ${list(ignored.map(i => i.name))} (${they(ignored.length)} to \`mode: ${owner}\`). Remove ${one ? 'it' : 'them'}, or set \`mode: ${owner}\`.`
  }
  const groups = owners.map(owner => {
    const names = ignored.filter(i => i.owner === owner).map(i => i.name)
    return `${list(names)} (${they(names.length)} to \`mode: ${owner}\`)`
  })
  return `Ignored in ${mode} mode: ${groups.join(', ')}. Remove them, or set the mode they apply to.`
}
