import { z } from 'zod'
import type { InputParser } from './parser.js'

// Who may start a mode from a comment: `min-permission`, `allowed-users` and `allowed-bots`. Every
// mode that can run on a comment reads them (kernel/admission/ applies them), so a workflow
// that deploys, previews or triggers an automation on `issue_comment` is as guarded as the agent.

/** The inputs `admissionRules` reads, with action.yml's defaults: part of each mode's spec. */
export const ADMISSION_INPUTS = {
  'min-permission': 'write',
  'allowed-users': undefined,
  'allowed-bots': undefined
} as const

/** The roles of the collaborator-permission endpoint a rule may ask for, weakest first. */
export const MIN_PERMISSIONS = ['read', 'triage', 'write', 'maintain', 'admin'] as const

export interface AdmissionRules {
  minPermission: (typeof MIN_PERMISSIONS)[number]
  /** Allowed whatever their permission (`*`: everyone). */
  allowedUsers: string[]
  /** Bots are refused unless listed (`*`: every bot). */
  allowedBots: string[]
}

/** A comma- or line-separated list, blanks dropped. */
export const inputList = (value: string): string[] =>
  value
    .split(/[,\n]/)
    .map(v => v.trim())
    .filter(Boolean)

/** GitHub logins of a list input (or `*`); a value that is not one is a problem naming the input. */
export function loginsOf<N extends string>(r: InputParser<N>, name: N): string[] {
  const values = inputList(r.raw(name))
  const bad = values.find(v => v !== '*' && !/^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/.test(v))
  if (bad !== undefined)
    r.problems.push(`\`${name}\` must be GitHub logins separated by commas (or \`*\`); one is not a login`)
  return values
}

export function admissionRules(r: InputParser<keyof typeof ADMISSION_INPUTS>): AdmissionRules {
  const minPermission = r.parse(
    'min-permission',
    z.enum(MIN_PERMISSIONS, { message: `must be one of ${MIN_PERMISSIONS.map(p => `\`${p}\``).join(', ')}` })
  )
  // A `??` only completes the type: a bad value has its problem recorded, and parsing throws.
  return {
    minPermission: minPermission ?? 'write',
    allowedUsers: loginsOf(r, 'allowed-users'),
    allowedBots: loginsOf(r, 'allowed-bots')
  }
}
