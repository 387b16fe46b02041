// A strict check that a document is well-formed XML 1.0 (no library: the project adds no dependency
// for it): one root element, tags balanced, attributes quoted and not repeated, every `&` a known or
// numeric entity, no `]]>` in text, and no character XML forbids. Returns the problems found.

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const NAME = '[A-Za-z_:][\\w:.-]*'
const TOKEN = new RegExp(
  `<\\/(${NAME})\\s*>|<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(\\/?)>|<!--(?:(?!--)[\\s\\S])*-->|([^<]+)`,
  'y'
)

function entityProblems(text: string, where: string): string[] {
  const problems: string[] = []
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    ENTITY.lastIndex = at
    if (!ENTITY.test(text)) problems.push(`a bare & in ${where}: ${JSON.stringify(text.slice(at, at + 12))}`)
  }
  return problems
}

function attributeProblems(attributes: string, tag: string): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const m of attributes.matchAll(new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'))) {
    const name = m[1] as string
    if (seen.has(name)) problems.push(`<${tag}> repeats the attribute ${name}`)
    seen.add(name)
    problems.push(...entityProblems(m[2] ?? m[3] ?? '', `<${tag} ${name}>`))
  }
  return problems
}

export function xmlProblems(xml: string): string[] {
  const problems: string[] = []
  const bad = FORBIDDEN.exec(xml)
  if (bad) problems.push(`a character XML forbids: U+${(bad[0].codePointAt(0) ?? 0).toString(16)}`)
  const body = xml.replace(/^<\?xml\s[^?]*\?>/, '')
  const stack: string[] = []
  let roots = 0
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < body.length) {
    const at = TOKEN.lastIndex
    const m = TOKEN.exec(body)
    if (!m) {
      problems.push(`not a tag, a comment or text at ${at}: ${JSON.stringify(body.slice(at, at + 40))}`)
      break
    }
    const [, close, open, attributes = '', selfClosing, text] = m
    if (text !== undefined) {
      if (stack.length === 0 && text.trim() !== '')
        problems.push(`text outside the root: ${text.slice(0, 40)}`)
      if (text.includes(']]>')) problems.push('`]]>` in text')
      problems.push(...entityProblems(text, 'text'))
    } else if (close !== undefined) {
      const expected = stack.pop()
      if (expected !== close) problems.push(`</${close}> closes <${expected ?? 'nothing'}>`)
    } else if (open !== undefined) {
      if (stack.length === 0) roots++
      problems.push(...attributeProblems(attributes, open))
      if (!selfClosing) stack.push(open)
    }
  }
  if (stack.length > 0) problems.push(`left open: ${stack.join(', ')}`)
  if (roots !== 1) problems.push(`${roots} root elements`)
  return problems
}

/** The text of every element and attribute value, entities decoded: what a reader of the picture sees. */
export function xmlTexts(xml: string): string[] {
  const decode = (s: string) =>
    s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, e: string) =>
      e.startsWith('#x')
        ? String.fromCodePoint(parseInt(e.slice(2), 16))
        : e.startsWith('#')
          ? String.fromCodePoint(Number(e.slice(1)))
          : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e]!
    )
  return [...xml.matchAll(/>([^<]+)</g)].map(m => decode(m[1] as string))
}
