// The forms personal data and secrets take when people type them, built from parts: a shape (e-mail,
// phone, card, national id, secret) in one of its layouts, written in one of several ways (full
// width as CJK input methods type it, another script's digits, other dashes and spaces, characters
// nobody sees), inside a sentence of one of several scripts. Each form knows the part of it that must
// not survive redaction (`core`), and the ordinary text that must (the sentence around it).

export type Shape = 'email' | 'phone' | 'card' | 'national-id' | 'secret'

export interface Layout {
  shape: Shape
  name: string
  value: string
  /** What must not survive: the digits of a number, the letters and digits of an address or a secret. */
  core: string
}

export interface Form {
  shape: Shape
  layout: string
  writing: string
  script: string
  /** The form as typed, alone. */
  value: string
  /** The form inside its sentence. */
  text: string
  core: string
  /** The sentence around the form, which redaction leaves. */
  around: [string, string]
}

const layout = (shape: Shape, name: string, value: string, core: string): Layout => ({
  shape,
  name,
  value,
  core
})
const digits = (text: string) => text.replace(/\D/g, '')
const number = (shape: Shape, name: string, value: string) => layout(shape, name, value, digits(value))

export const LAYOUTS: readonly Layout[] = [
  layout('email', 'plain', 'maria.silva@example.com', 'mariasilva'),
  layout('email', 'plus tag and subdomain', 'o.brien+docs@mail.example.co.uk', 'obriendocs'),
  layout('email', 'Cyrillic address', 'иван.петров@пример.рф', 'иванпетров'),
  layout('email', 'at and dot in brackets', 'lena.kraus [at] example [dot] org', 'lenakraus'),
  layout('email', 'at and dot spelt out', 'tomas.novak at example dot net', 'tomasnovak'),
  layout('email', 'mailto link', 'mailto:kofi.mensah@example.com', 'kofimensah'),
  number('phone', 'NANP international', '+1 (415) 555-0142'),
  number('phone', 'NANP dotted', '415.555.0142'),
  number('phone', 'UK international', '+44 20 7946 0958'),
  number('phone', 'UK national', '020 7946 0958'),
  number('phone', 'France pairs', '+33 1 23 45 67 89'),
  number('phone', 'France dotted', '06.12.34.56.78'),
  number('phone', 'Germany', '+49 30 901820'),
  number('phone', 'Japan mobile', '090-1234-5678'),
  number('phone', 'Japan international', '+81 3-1234-5678'),
  number('phone', 'India', '+91 98765 43210'),
  number('phone', 'Russia', '+7 (495) 123-45-67'),
  number('phone', 'Russia trunk 8', '8 (912) 345-67-89'),
  number('phone', 'China mobile', '+86 138 0013 8000'),
  number('card', 'Visa in fours', '4111 1111 1111 1111'),
  number('card', 'Mastercard with dashes', '5555-5555-5555-4444'),
  number('card', 'Amex 4-6-5', '3782 822463 10005'),
  number('card', 'Discover unbroken', '6011111111111117'),
  number('card', 'Visa 13 digits', '4222222222222'),
  number('national-id', 'US SSN with dashes', '219-09-9999'),
  number('national-id', 'US SSN with spaces', '536 22 1234'),
  layout('national-id', 'UK National Insurance spaced', 'AB 12 34 56 C', '123456'),
  layout('national-id', 'UK National Insurance unbroken', 'JK654321D', '654321'),
  layout('national-id', 'IBAN Germany in fours', 'DE89 3704 0044 0532 0130 00', '370400440532013000'),
  layout('national-id', 'IBAN UK unbroken', 'GB82WEST12345698765432', '12345698765432'),
  layout('national-id', 'IBAN France', 'FR14 2004 1010 0505 0001 3M02 606', '200410100505'),
  layout('national-id', 'China resident id', '11010519491231002X', '11010519491231002'),
  layout('secret', 'env password', 'DB_PASSWORD=Tr0ub4dor&3x', 'Tr0ub4dor'),
  layout('secret', 'env AWS secret', 'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMIK7MDENGbPxRfiCY', 'wJalrXUtnFEMI'),
  layout('secret', 'JSON password', '{"password": "correct horse battery"}', 'correcthorse'),
  layout('secret', 'YAML client secret', 'client_secret: 9f8e7d6c5b4a', '9f8e7d6c5b4a'),
  layout(
    'secret',
    'query access token',
    'https://api.example.com/v1?access_token=Zx81Kq0Pw&page=2',
    'Zx81Kq0Pw'
  ),
  layout('secret', 'Authorization Basic', 'Authorization: Basic bWFyaWE6c2VjcmV0', 'bWFyaWE6c2VjcmV0'),
  layout(
    'secret',
    'Authorization Bearer',
    'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9xyz',
    'eyJhbGciOiJIUzI1NiJ9'
  ),
  layout('secret', 'header api key', 'X-Api-Key: 4f2a9c1e7b', '4f2a9c1e7b'),
  layout('secret', 'camelCase api key', "apiKey = 'Qm9vZ2llV29vZ2ll'", 'Qm9vZ2llV29vZ2ll'),
  layout('secret', 'passwd assignment', 'passwd := s3cr3tV4lue', 's3cr3tV4lue'),
  layout('secret', 'Cyrillic password', 'пароль: Ягода2024', 'Ягода2024'),
  layout('secret', 'GitHub token', 'ghp_R4nd0mT0k3nV4lu3Abcd1234', 'R4nd0mT0k3nV4lu3'),
  layout('secret', 'Stripe key', 'sk_live_51HqLyjWDarjtT1zdp7dc', '51HqLyjWDarjtT1zdp7dc')
]

/** Ways of writing the same characters: the transformation, or undefined where it changes nothing. */
const WRITINGS: readonly [string, (text: string) => string][] = [
  ['as typed', text => text],
  [
    'full width (CJK input)',
    text => text.replace(/[!-~]/g, c => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
  ],
  ['full-width at and dot', text => text.replace(/@/g, '\uff20').replace(/\./g, '\uff0e')],
  ['Arabic-Indic digits', text => text.replace(/\d/g, d => String.fromCharCode(0x0660 + Number(d)))],
  ['Devanagari digits', text => text.replace(/\d/g, d => String.fromCharCode(0x0966 + Number(d)))],
  ['zero-width space inside', text => text.replace(/(.{3})(?=.)/gu, '$1\u200b')],
  [
    'soft hyphen and word joiner inside',
    text => text.replace(/(.{4})(?=.)/gu, (m, p, i: number) => p + (i % 8 ? '\u2060' : '\u00ad'))
  ],
  ['variation selectors inside', text => text.replace(/(.{6})(?=.)/gu, '$1\ufe0f')],
  ['bidi marks inside', text => text.replace(/(.{5})(?=.)/gu, '$1\u200e')],
  [
    'non-breaking hyphen and en dash',
    text => text.replace(/-/g, (_, i: number) => (i % 2 ? '\u2011' : '\u2013'))
  ],
  ['minus sign dashes', text => text.replace(/-/g, '\u2212')],
  [
    'no-break and ideographic spaces',
    text => text.replace(/ /g, (_, i: number) => (i % 2 ? '\u00a0' : '\u3000'))
  ]
]

/** Sentences in several scripts, around the form. */
const SENTENCES: readonly [string, [string, string]][] = [
  ['Latin', ['Please write to me here', 'thanks a lot']],
  ['CJK', ['请联系我', '谢谢']],
  ['Cyrillic', ['Свяжитесь со мной', 'спасибо']],
  ['Arabic', ['تواصل معي', 'شكرا']],
  ['Devanagari', ['कृपया संपर्क करें', 'धन्यवाद']],
  ['Japanese', ['こちらまで', 'よろしくお願いします']]
]

/** Every layout in every writing that changes it, each in a sentence of the next script in turn. */
export function redactionForms(): Form[] {
  const forms: Form[] = []
  for (const l of LAYOUTS) {
    for (const [writing, write] of WRITINGS) {
      const value = write(l.value)
      if (writing !== 'as typed' && value === l.value) continue
      const [script, around] = SENTENCES[forms.length % SENTENCES.length]!
      const text = `${around[0]} ${value} ${around[1]}`
      forms.push({ shape: l.shape, layout: l.name, writing, script, value, text, core: l.core, around })
    }
  }
  return forms
}

/** Text as a reader sees it, for looking for a core: compatibility forms folded, invisible characters gone, ASCII digits. */
export function asRead(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cf}\u00ad]/gu, '')
    .replace(/\p{Nd}/gu, d => {
      const code = d.codePointAt(0)!
      for (const zero of [0x30, 0x660, 0x966, 0xff10])
        if (code >= zero && code < zero + 10) return String(code - zero)
      return d
    })
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase()
}

/** Whether `output` still shows `core` (compared as read: letters and digits only, any case). */
export const shows = (output: string, core: string): boolean => asRead(output).includes(asRead(core))

/** Ordinary text redaction leaves as it is: dates, times, versions, prices, page paths and words. */
export const ORDINARY_TEXT: readonly string[] = [
  'since 2026-02-01 at 10:30, version 1.2.3: how do I use feature 12?',
  'released 2026-02-01T10:30:00Z, patched 2026-02-03 14:05:59',
  'the meeting on 01/02/2026 and again on 15.03.2026',
  'posts from 2024/10/15 to 2024.12.31',
  'upgrade from v1.22.3 to v2.0.0-beta.4 (TypeScript 6.0.3, Node 20.20.0)',
  'the Pro plan costs $1,299.99 a year, €49.90 a month or ¥12,800',
  'in Russia it is 1 299 000 ₽ for the enterprise plan',
  '/docs/getting-started-with-v2-api-keys',
  '/blog/2026/02/01/release-notes',
  '/api-reference/endpoint/create-agent-job',
  'How do I rotate my API key?',
  'password reset does not work on Safari',
  'token limits per minute and Bearer tokens',
  'Basic authentication or Bearer authentication?',
  'Authorization header missing in the example',
  'the primary key: press Enter to continue',
  'error 404 on page 12 of 1500',
  'port 8080 and ISO 8601 dates, RFC 3339, UTF-8, sha256',
  '1,234,567 page views in 2025',
  'webhook retries after 3600 seconds',
  '如何配置 webhook？文档第 3 页',
  'Как настроить SSO с Okta?',
  'كيف أغير كلمة السر؟ الصفحة ٣',
  'वेबहुक कैसे सेट करें? पृष्ठ ४',
  'the monkey: a keyboard shortcut',
  'the key=value syntax of the config file'
]
