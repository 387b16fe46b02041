// The reference's inputs and outputs tables, rendered from action.yml so they cannot drift from it.
// `npx tsx scripts/readme-tables.ts --write` rewrites the sections between the markers in
// docs/reference.md (TABLES_FILE); without `--write` it prints the tables.
// __tests__/action-yml.test.ts checks the file is current.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parse } from 'yaml'

/** The file holding the tables, relative to the repository root (the README links to it). */
export const TABLES_FILE = 'docs/reference.md'

export const MARKERS = {
  inputs: ['<!-- inputs:start -->', '<!-- inputs:end -->'],
  outputs: ['<!-- outputs:start -->', '<!-- outputs:end -->']
} as const

interface ActionSpec {
  inputs?: Record<string, { description?: string; default?: unknown; required?: boolean } | null>
  outputs?: Record<string, { description?: string } | null>
}

/** One table cell: a single line, pipes escaped (Markdown tables have no other way to hold them). */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .replace(/\|/g, '\\|')
}

/** A code span that survives backticks in the value. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map(m => m[0].length))
  const ticks = '`'.repeat(longest + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${text}${pad}${ticks}`
}

function spec(actionYmlText: string): ActionSpec {
  return (parse(actionYmlText) ?? {}) as ActionSpec
}

export function renderInputsTable(actionYmlText: string): string {
  const rows = Object.entries(spec(actionYmlText).inputs ?? {}).map(([name, input]) => {
    const fallback = input?.default
    const shown =
      fallback !== undefined && fallback !== null && String(fallback) !== ''
        ? code(String(fallback))
        : input?.required
          ? '**required**'
          : ''
    return `| ${code(name)} | ${cell(shown)} | ${cell(input?.description ?? '')} |`
  })
  return ['| input | default | description |', '| --- | --- | --- |', ...rows].join('\n')
}

export function renderOutputsTable(actionYmlText: string): string {
  const rows = Object.entries(spec(actionYmlText).outputs ?? {}).map(
    ([name, output]) => `| ${code(name)} | ${cell(output?.description ?? '')} |`
  )
  return ['| output | description |', '| --- | --- |', ...rows].join('\n')
}

// Prettier would pad every column to the widest cell (and `format:check` would then disagree with
// the generated text): the tables sit in a prettier-ignore range inside the markers.
const IGNORE_START = '<!-- prettier-ignore-start -->'
const IGNORE_END = '<!-- prettier-ignore-end -->'

/**
 * The table between a start and an end marker (trimmed, without the prettier-ignore wrapper), or
 * undefined when the markers are missing.
 */
export function section(readme: string, [start, end]: readonly [string, string]): string | undefined {
  const from = readme.indexOf(start)
  const to = readme.indexOf(end, from + start.length)
  if (from < 0 || to < 0) return undefined
  const inner = readme.slice(from + start.length, to).trim()
  return inner.startsWith(IGNORE_START) && inner.endsWith(IGNORE_END)
    ? inner.slice(IGNORE_START.length, -IGNORE_END.length).trim()
    : inner
}

/** The text with both sections replaced; throws naming the missing markers. */
export function updateReadme(readme: string, actionYmlText: string): string {
  let text = readme
  const tables: [readonly [string, string], string][] = [
    [MARKERS.inputs, renderInputsTable(actionYmlText)],
    [MARKERS.outputs, renderOutputsTable(actionYmlText)]
  ]
  for (const [[start, end], table] of tables) {
    const from = text.indexOf(start)
    const to = text.indexOf(end, from + start.length)
    if (from < 0 || to < 0)
      throw new Error(`${TABLES_FILE} needs the markers ${start} and ${end} (in that order)`)
    text = `${text.slice(0, from + start.length)}\n${IGNORE_START}\n${table}\n${IGNORE_END}\n${text.slice(to)}`
  }
  return text
}

function main(argv: string[]): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const actionYml = readFileSync(join(root, 'action.yml'), 'utf8')
  if (!argv.includes('--write')) {
    console.log(`${renderInputsTable(actionYml)}\n\n${renderOutputsTable(actionYml)}`)
    return
  }
  const path = join(root, TABLES_FILE)
  const before = readFileSync(path, 'utf8')
  const after = updateReadme(before, actionYml)
  if (after === before) {
    console.log(`${TABLES_FILE} tables are up to date`)
  } else {
    writeFileSync(path, after)
    console.log(`${TABLES_FILE} tables rewritten from action.yml`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
