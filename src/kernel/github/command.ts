// The pure rules of "who may start the agent" (and any mode a comment starts): the comment command, the permission ranks, the bot and
// user allow-lists and the paths a pull request may touch without the agent. admission.ts (here, and
// agent mode's) applies them to the event; nothing here reads the network.

/** The text after the command, or why there is none. Case-insensitive, at the very start of the
 * comment, followed by a blank or a line break (`/docsfoo` is not the command). */
export function parseCommand(
  body: string,
  command: string
): { instruction: string } | { absent: true } | { bare: true } {
  const head = body.slice(0, command.length)
  const next = body.charAt(command.length)
  if (head.toLowerCase() !== command.toLowerCase() || (next !== '' && !/\s/.test(next)))
    return { absent: true }
  const instruction = body.slice(command.length).trim()
  return instruction ? { instruction } : { bare: true }
}

/** GitHub's repository roles, weakest first (`role_name` of the collaborator-permission endpoint). */
export const PERMISSIONS = ['none', 'read', 'triage', 'write', 'maintain', 'admin'] as const
export type Permission = (typeof PERMISSIONS)[number]

/** The role an answer names: `role_name` when GitHub gives a known one (it tells maintain and triage
 * apart), else `permission`; undefined when it names neither (a proxy's page, `{}`): not read. */
export function readRole(answer: unknown): Permission | undefined {
  if (answer === null || typeof answer !== 'object') return undefined
  const { permission, role_name } = answer as { permission?: unknown; role_name?: unknown }
  for (const value of [role_name, permission])
    if (typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value))
      return value as Permission
  return undefined
}

export const atLeast = (role: Permission, minimum: Permission): boolean =>
  PERMISSIONS.indexOf(role) >= PERMISSIONS.indexOf(minimum)

// The bot rule is the Trigger's (an event's actor says whether it is a bot).
export { isBot } from '../trigger/facts.js'

/** Logins compare case-insensitively (GitHub's rule); `*` in the list allows everyone. */
export const listed = (login: string, list: readonly string[]): boolean =>
  list.some(entry => entry === '*' || entry.toLowerCase() === login.toLowerCase())

/**
 * A path glob as in workflow `paths:` filters: `**` any number of folders, `*` any characters but `/`,
 * `?` one character but `/`. Everything else is literal.
 */
export function globToRegExp(glob: string): RegExp {
  let source = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob.charAt(i)
    if (c === '*' && glob.charAt(i + 1) === '*') {
      const slash = glob.charAt(i + 2) === '/'
      source += slash ? '(?:.*/)?' : '.*'
      i += slash ? 2 : 1
    } else if (c === '*') source += '[^/]*'
    else if (c === '?') source += '[^/]'
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

/** Whether every file matches one of the globs (an empty list of files matches nothing). */
export function allMatch(files: readonly string[], globs: readonly string[]): boolean {
  const patterns = globs.map(globToRegExp)
  return files.length > 0 && files.every(f => patterns.some(p => p.test(f)))
}
