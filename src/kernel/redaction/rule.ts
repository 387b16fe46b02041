// What a redaction rule is: a pattern over the matching copy (normalise.ts) and what a match of it
// becomes. A rule that keeps its match (a date, a time, a price) takes it out of reach of the rules
// after it, which would otherwise read it as a phone number or an id.

export interface Rule {
  /** Global (`g`) pattern, run over the matching copy with earlier matches masked. */
  readonly pattern: RegExp
  /**
   * The word that replaces a match, or undefined when the match is not what the rule looks for (a
   * digit run that fails the Luhn check) and stays for the rules after it. Absent: the match is kept
   * as it is, and no later rule sees it.
   */
  readonly replace?: (match: string) => string | undefined
  /** What every match holds (`@`, `://`): a copy without it is not searched. */
  readonly hint?: RegExp
}

export const EMAIL_LABEL = '[email]'
export const PHONE_LABEL = '[phone]'
export const NUMBER_LABEL = '[number]'
export const KEY_LABEL = '[key]'
export const URL_LABEL = '[url with credentials]'

/** A rule whose every match is replaced by `label`. */
export const always = (pattern: RegExp, label: string, hint?: RegExp): Rule => ({
  pattern,
  replace: () => label,
  hint
})

/** A rule whose matches are kept as they are, out of reach of the rules after it. */
export const keep = (pattern: RegExp): Rule => ({ pattern })
