import { always, KEY_LABEL, type Rule } from './rule.js'

// Secrets as people paste them: keys and tokens of known shapes, private-key blocks, HTTP
// authorization headers, and `NAME=value`, `"name": "value"` or `name: value` pairs whose name says
// secret, password, token, key, credential or auth (any case, any separator inside the name:
// DB_PASSWORD, client-secret, accessToken, x-api-key).

/** Keys and tokens of well-known shapes (the prefix says what they are). */
const KNOWN_KEYS: readonly RegExp[] = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  /\b(?:mint|sk|pk|rk)_[A-Za-z0-9_]{6,}/g,
  /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}/g,
  /\bgh[pousr]_[A-Za-z0-9]{16,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{16,}/g,
  /\bglpat-[A-Za-z0-9_-]{20,}/g,
  /\bnpm_[A-Za-z0-9]{30,}/g,
  /\bAIza[0-9A-Za-z_-]{30,}/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bx(?:ox[abprs]|app)-[A-Za-z0-9-]{8,}/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
]

/**
 * A run of 24 or more letters, digits, `_` and `-` with a piece of 12 or more that mixes letters and
 * digits: a token more often than a word (a page path's words are short pieces between dashes).
 */
const LONG_TOKEN = /(?<![\p{L}\p{N}_-])[A-Za-z0-9_-]{24,}(?![\p{L}\p{N}_-])/gu
const looksRandom = (run: string) =>
  run.split(/[_-]/).some(p => p.length >= 12 && /\d/.test(p) && /[A-Za-z]/.test(p))

/** An HTTP authorization header, or a credential scheme with its credentials. */
const AUTH_PARAM = String.raw`[A-Za-z][\w-]*=(?:"[^"\n]*"|[^\s"',;]+)`
const AUTH_HEADER = new RegExp(
  String.raw`(?<![\p{L}\p{N}_-])(?:proxy-)?authori[sz]ation["']?\s*[:=]\s*["']?(?:(?:basic|bearer|digest|token|negotiate|ntlm|apikey|aws4-hmac-sha256)\s+)?(?:${AUTH_PARAM}|[^\s"',;]+)(?:\s*,\s*${AUTH_PARAM})*["']?`,
  'giu'
)
/** `Basic <base64>` and `Bearer <token>`: the credentials mix digits, symbols or cases, unlike a word. */
const BASIC = /\b(?:Basic|BASIC|basic)\s+(?=[A-Za-z0-9+/]*(?:[0-9+/=]|[a-z][A-Z]))[A-Za-z0-9+/]{8,}={0,2}/g
const BEARER =
  /\b(?:Bearer|BEARER|bearer)\s+(?=[A-Za-z0-9._~+/-]*(?:[0-9._~+/]|[a-z][A-Z]))[A-Za-z0-9._~+/-]{8,}=*/g

const BT = '`'
const SEPARATOR = String.raw`\s*(?::=|=>|[:=])\s*`
const VALUE = String.raw`(?:"[^"\n]*"|'[^'\n]*'|${BT}[^${BT}\n]*${BT}|[^\s"'${BT},;}\]<>&]+(?:&(?![\p{L}_][\p{L}\p{N}_.-]*=)[^\s"'${BT},;}\]<>&]*)*)`
/** `"name": value` and `'name' = value`: a quoted name, as JSON, YAML or a dictionary writes it. */
const QUOTED_PAIR = new RegExp(String.raw`(["'${BT}])([^"'${BT}\n]{1,64})\1${SEPARATOR}${VALUE}`, 'gu')
/** `NAME=value`, `name: value`, `name => value`: a bare name (environment, query string, YAML, header). */
const BARE_PAIR = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.-])([\p{L}_][\p{L}\p{N}_.-]{0,63})${SEPARATOR}${VALUE}`,
  'gu'
)

/** Words that name a secret whatever stands beside them. */
const SECRET_WORD =
  /^(?:secrets?|passwords?|passwd|pwd|passphrase|credentials?|creds|apikeys?|accesskeys?|secretkeys?|privatekeys?|signingkeys?|clientsecret|accesstoken|refreshtoken|authtoken|sessiontoken|пароль|passwort|kennwort|contraseña|senha|密码|密碼|パスワード|비밀번호)$/u
/** Words that name a secret inside a longer name (`api_key`, `access_token`) but alone may be a word. */
const GENERIC_WORD = /^(?:keys?|tokens?|auth|pass)$/
const partsOf = (name: string) =>
  name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** A value that cannot be an ordinary word: long, or holding a digit or a symbol. */
const secretLike = (value: string) => value.length >= 16 || (value.length >= 6 && /[^\p{L}]/u.test(value))

function namesSecret(name: string, value: string, quoted: boolean): boolean {
  const parts = partsOf(name)
  if (parts.some(p => SECRET_WORD.test(p) || p.includes('password') || p.includes('secret'))) return true
  if (!parts.some(p => GENERIC_WORD.test(p))) return false
  return parts.length > 1 || quoted || secretLike(value.replace(/^["'`]|["'`]$/g, ''))
}

const QUOTED_PARTS = new RegExp(String.raw`^(["'${BT}])([^"'${BT}\n]{1,64})\1${SEPARATOR}([\s\S]*)$`, 'u')
const BARE_PARTS = new RegExp(String.raw`^([\p{L}_][\p{L}\p{N}_.-]{0,63})${SEPARATOR}([\s\S]*)$`, 'u')

function pairRule(pattern: RegExp, quoted: boolean): Rule {
  return {
    pattern,
    replace: match => {
      const m = (quoted ? QUOTED_PARTS : BARE_PARTS).exec(match)
      if (!m) return undefined
      const [name, value] = quoted ? [m[2]!, m[3]!] : [m[1]!, m[2]!]
      return value !== '' && namesSecret(name, value, quoted) ? KEY_LABEL : undefined
    }
  }
}

/** The secret rules, in the order they run. */
export const SECRET_RULES: readonly Rule[] = [
  always(AUTH_HEADER, KEY_LABEL),
  always(BASIC, KEY_LABEL),
  always(BEARER, KEY_LABEL),
  pairRule(QUOTED_PAIR, true),
  pairRule(BARE_PAIR, false),
  ...KNOWN_KEYS.map(key => always(key, KEY_LABEL))
]

/** Long random-looking runs, after every rule that knows a shape. */
export const LONG_TOKEN_RULE: Rule = {
  pattern: LONG_TOKEN,
  replace: run => (looksRandom(run) ? KEY_LABEL : undefined)
}
