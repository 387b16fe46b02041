// How the demo shows a run in a terminal: the step's log as the Actions UI shows it (workflow commands
// rendered, not printed), and the job summary (HTML or Markdown) as readable plain text.

const HIDDEN_COMMANDS = new Set(['add-mask', 'debug', 'endgroup', 'save-state', 'set-output', 'echo'])
const ANNOTATIONS: Record<string, string> = { warning: '⚠ Warning', error: '✖ Error', notice: 'ℹ Notice' }

/** Workflow command data escapes (`%25`, `%0D`, `%0A`), undone as the runner does. */
function unescapeData(text: string): string {
  return text.replace(/%0D/gi, '').replace(/%0A/gi, '\n').replace(/%25/g, '%')
}

/**
 * A step's stdout as the Actions UI shows it: `::group::` lines become headings with their lines
 * indented under them, annotations are marked, masking and debug commands are hidden.
 */
export function renderLog(stdout: string): string[] {
  const shown: string[] = []
  let indent = ''
  for (const line of stdout.replace(/\r\n/g, '\n').split('\n')) {
    if (line === '') continue
    const command = /^::([a-z-]+)( [^:]*)?::(.*)$/.exec(line)
    if (!command) {
      shown.push(`${indent}${line}`)
      continue
    }
    const [, name = '', properties = '', data = ''] = command
    if (name === 'group') {
      shown.push(`▸ ${unescapeData(data)}`)
      indent = '    '
    } else if (name === 'endgroup') {
      indent = ''
    } else if (ANNOTATIONS[name]) {
      const title = /title=([^,]*)/.exec(properties)?.[1]
      const label = title ? `${ANNOTATIONS[name]} (${unescapeData(title)})` : ANNOTATIONS[name]
      const [first = '', ...rest] = unescapeData(data).split('\n')
      shown.push(`${indent}${label}: ${first}`, ...rest.map(more => `${indent}    ${more}`))
    } else if (!HIDDEN_COMMANDS.has(name)) {
      shown.push(`${indent}${line}`)
    }
  }
  return shown
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16))
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)))
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/** Inline HTML and Markdown to text: links keep their address, `<br>` becomes a line break. */
function inline(text: string): string {
  const plain = text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) =>
      decodeEntities(label) === decodeEntities(href) ? label : `${label} (${href})`
    )
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) =>
      label === href ? href : `${label} (${href})`
    )
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(`+)(.+?)\1/g, (_, __, code: string) => code.trim())
    .replace(/\\([\\`*_|[\]()#<>])/g, '$1')
  return decodeEntities(plain)
}

/** Rows of cells as aligned columns; a cell with line breaks continues on the next lines. */
function columns(rows: string[][]): string[] {
  const widths: number[] = []
  for (const row of rows) {
    row.forEach((cell, i) => {
      for (const line of cell.split('\n')) widths[i] = Math.max(widths[i] ?? 0, line.length)
    })
  }
  const out: string[] = []
  for (const row of rows) {
    const height = Math.max(1, ...row.map(cell => cell.split('\n').length))
    for (let l = 0; l < height; l++) {
      out.push(
        row
          .map((cell, i) => (cell.split('\n')[l] ?? '').padEnd(widths[i] ?? 0))
          .join('  ')
          .trimEnd()
      )
    }
  }
  return out
}

function htmlTable(table: string): string[] {
  const rows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map(row =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/gi)].map(cell =>
      inline(cell[1] ?? '').trim()
    )
  )
  return columns(rows)
}

function markdownRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map(cell => inline(cell.trim()))
}

/** A job summary (the HTML core.summary writes, or Markdown) as plain text for a terminal. */
export function summaryAsText(summary: string): string {
  // Tables and preformatted blocks are rendered once and parked behind a placeholder line, so the
  // line-by-line pass below neither re-decodes nor re-strips their text.
  const blocks: string[][] = []
  const park = (lines: string[]) => `\n\uE000${blocks.push(lines) - 1}\n`
  const text = summary
    .replace(/\r\n/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<table[^>]*>[\s\S]*?<\/table>/gi, table => park(htmlTable(table)))
    .replace(/<pre[^>]*>([\s\S]*?)<\/pre>/gi, (_, body: string) =>
      park(
        decodeEntities(body.replace(/<[^>]+>/g, ''))
          .split('\n')
          .map(l => `  ${l}`)
      )
    )
    .replace(/<h(\d)[^>]*>([\s\S]*?)<\/h\1>/gi, (_, __, title: string) => `\n## ${title}\n`)
    .replace(/<summary[^>]*>([\s\S]*?)<\/summary>/gi, '\n$1:\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|ul|ol|details)>|<(p|div|ul|ol|details)[^>]*>|<hr\s*\/?>/gi, '\n')
  const out: string[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const parked = /^\uE000(\d+)$/.exec(line)
    if (parked) {
      out.push(...(blocks[Number(parked[1])] ?? []))
      continue
    }
    const fence = /^\s*```\s*(\w*)/.exec(line)
    if (fence) {
      const body: string[] = []
      while (++i < lines.length && !/^\s*```\s*$/.test(lines[i] ?? '')) body.push(lines[i] ?? '')
      // A Mermaid chart is a picture on GitHub; in a terminal, say so instead of printing its source.
      if (fence[1] === 'mermaid') out.push('[a chart, drawn by GitHub in the job summary]')
      else out.push(...body.map(b => `  ${decodeEntities(b)}`))
      continue
    }
    if (/^\s*\|/.test(line)) {
      const rows: string[][] = []
      for (; i < lines.length && /^\s*\|/.test(lines[i] ?? ''); i++) {
        if (!/^\s*\|?\s*:?-{2,}/.test(lines[i] ?? '')) rows.push(markdownRow(lines[i] ?? ''))
      }
      i--
      out.push(...columns(rows))
      continue
    }
    const heading = /^\s*#{1,6}\s+(.*)$/.exec(line)
    if (heading) {
      const title = inline(heading[1] ?? '').trim()
      out.push('', title, '─'.repeat(title.length))
      continue
    }
    out.push(inline(line).trimEnd())
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
