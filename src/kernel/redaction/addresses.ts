import { always, EMAIL_LABEL, URL_LABEL, type Rule } from './rule.js'

// Addresses over the matching copy (`＠` is `@` there, `．` and `。` are `.`): URLs that carry a user
// and password, e-mail addresses in any script, and addresses spelt out to dodge a filter
// (`jane [at] example [dot] com`, `jane at example dot com`).

const URL_WITH_CREDENTIALS = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/[^\s/@]+@[^\s]*/gi
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu

const LOCAL = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+`
const LABEL = String.raw`[\p{L}\p{N}-]+`
const BRACKETED = (word: string) => String.raw`\s*[\[({<]\s*${word}\s*[\])}>]\s*`
const SPELT_DOT = String.raw`(?:${BRACKETED('dot')}|\s+dot\s+)`
const ANY_DOT = String.raw`(?:${SPELT_DOT}|\.)`
const END = String.raw`(?![\p{L}\p{N}])`
/** `jane [at] example.com`, `jane (at) example [dot] com`: the at in brackets. */
const BRACKETED_AT = new RegExp(
  String.raw`${LOCAL}${BRACKETED('at')}${LABEL}(?:${ANY_DOT}${LABEL})*${ANY_DOT}\p{L}{2,}${END}`,
  'giu'
)
/** `jane at example dot com`: a bare at counts only with a dot spelt out too. */
const SPELT_AT = new RegExp(
  String.raw`${LOCAL}\s+at\s+${LABEL}(?:${ANY_DOT}${LABEL})*${SPELT_DOT}\p{L}{2,}${END}`,
  'giu'
)

/** The address rules, in the order they run. */
export const ADDRESS_RULES: readonly Rule[] = [
  always(URL_WITH_CREDENTIALS, URL_LABEL, /:\/\/[^\s]*@/),
  always(EMAIL, EMAIL_LABEL, /@/),
  always(BRACKETED_AT, EMAIL_LABEL, /[[({<]\s*at\s*[\])}>]/i),
  always(SPELT_AT, EMAIL_LABEL, /\sdot\s|[[({<]\s*dot/i)
]
