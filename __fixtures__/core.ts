import { jest } from '@jest/globals'
import { EOL } from 'node:os'
import type * as core from '@actions/core'

// A stand-in for @actions/core, as actions/typescript-action's __fixtures__/core.ts: every function a
// jest.fn(), for in-process tests of code that writes through @actions/core or the workflow commands
// (src/kernel/io/workflow-commands.ts). Register it for both before importing
// the module under test (ESM mocks apply to imports that come after them):
//
//   import * as core from './core.js'
//   jest.unstable_mockModule('@actions/core', () => core)
//   jest.unstable_mockModule('../src/kernel/io/workflow-commands.js', () => core)
//   const { agentMode } = await import('../src/modes/agent/mode.js')
//
// Inputs read as empty unless a test gives getInput an implementation; `group` runs its function;
// `summary` keeps what is added in a buffer, as the real one does, and records every write.

export const getInput = jest.fn<typeof core.getInput>(() => '')
export const getBooleanInput = jest.fn<typeof core.getBooleanInput>(() => false)
export const getMultilineInput = jest.fn<typeof core.getMultilineInput>(() => [])
export const setOutput = jest.fn<typeof core.setOutput>()
export const setFailed = jest.fn<typeof core.setFailed>()
export const setSecret = jest.fn<typeof core.setSecret>()
export const exportVariable = jest.fn<typeof core.exportVariable>()
export const isDebug = jest.fn<typeof core.isDebug>(() => false)
export const debug = jest.fn<typeof core.debug>()
export const info = jest.fn<typeof core.info>()
export const notice = jest.fn<typeof core.notice>()
export const warning = jest.fn<typeof core.warning>()
export const error = jest.fn<typeof core.error>()
export const startGroup = jest.fn<typeof core.startGroup>()
export const endGroup = jest.fn<typeof core.endGroup>()
export const group = jest.fn(async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
  startGroup(name)
  try {
    return await fn()
  } finally {
    endGroup()
  }
})

type Cell = string | { data: string; header?: boolean; colspan?: string; rowspan?: string }

/** The HTML @actions/core's Summary.wrap makes. */
function wrap(tag: string, content: string | null, attrs: Record<string, string> = {}): string {
  const html = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('')
  return content ? `<${tag}${html}>${content}</${tag}>` : `<${tag}${html}>`
}

/** The job summary: a chainable buffer that builds the same HTML as @actions/core's. */
class SummaryStandIn {
  /** What was added since the buffer was last emptied (what `stringify()` returns). */
  buffer = ''
  /** Each buffer that `write()` wrote out, in order. */
  readonly written: string[] = []

  readonly addRaw = jest.fn((text: string, addEOL = false): this => {
    this.buffer += text
    return addEOL ? this.addEOL() : this
  })
  readonly addEOL = jest.fn((): this => this.addRaw(EOL))
  readonly addHeading = jest.fn((text: string, level: number | string = 1): this => {
    const tag = ['1', '2', '3', '4', '5', '6'].includes(String(level)) ? `h${level}` : 'h1'
    return this.addRaw(wrap(tag, text), true)
  })
  readonly addTable = jest.fn((rows: Cell[][]): this => {
    const body = rows
      .map(row =>
        wrap(
          'tr',
          row
            .map(cell =>
              typeof cell === 'string'
                ? wrap('td', cell)
                : wrap(cell.header ? 'th' : 'td', cell.data, {
                    ...(cell.colspan && { colspan: cell.colspan }),
                    ...(cell.rowspan && { rowspan: cell.rowspan })
                  })
            )
            .join('')
        )
      )
      .join('')
    return this.addRaw(wrap('table', body), true)
  })
  readonly addDetails = jest.fn((label: string, content: string): this =>
    this.addRaw(wrap('details', wrap('summary', label) + content), true)
  )
  readonly addCodeBlock = jest.fn((code: string, lang?: string): this =>
    this.addRaw(wrap('pre', wrap('code', code), lang ? { lang } : {}), true)
  )
  readonly addList = jest.fn((items: string[], ordered = false): this =>
    this.addRaw(wrap(ordered ? 'ol' : 'ul', items.map(item => wrap('li', item)).join('')), true)
  )
  readonly addLink = jest.fn((text: string, href: string): this =>
    this.addRaw(wrap('a', text, { href }), true)
  )
  readonly addQuote = jest.fn((text: string, cite?: string): this =>
    this.addRaw(wrap('blockquote', text, cite ? { cite } : {}), true)
  )
  readonly addSeparator = jest.fn((): this => this.addRaw(wrap('hr', null), true))
  readonly addBreak = jest.fn((): this => this.addRaw(wrap('br', null), true))
  readonly stringify = jest.fn((): string => this.buffer)
  readonly isEmptyBuffer = jest.fn((): boolean => this.buffer.length === 0)
  readonly emptyBuffer = jest.fn((): this => {
    this.buffer = ''
    return this
  })
  readonly write = jest.fn(async (): Promise<this> => {
    this.written.push(this.buffer)
    return this.emptyBuffer()
  })
  readonly clear = jest.fn(async (): Promise<this> => {
    this.written.length = 0
    return this.emptyBuffer()
  })

  /** Empties the buffer and forgets the writes (between tests; jest's clearMocks only clears calls). */
  reset(): void {
    this.buffer = ''
    this.written.length = 0
  }
}

export const summary = new SummaryStandIn()

/** Every output set so far, by name (the last value of each), as strings as the runner keeps them. */
export function outputs(): Record<string, string> {
  return Object.fromEntries(setOutput.mock.calls.map(([name, value]) => [name, String(value)]))
}
