import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { RunLog } from '../kernel/io/log.js'
import { Outputs } from '../kernel/io/outputs.js'
import { StepSummary, type SummaryBuffer } from '../kernel/io/step-summary.js'
import type { ProgressLine } from './progress.js'

// A terminal's I/O for a run: the log as plain lines on stderr (through the progress line, which
// keeps itself under them), the outputs collected for --json, and the summary as report.md.

/**
 * The log as plain lines: warnings prefixed, debug lines only with --verbose, a group as a header;
 * `render` names the inputs as the command line spells them.
 */
export function terminalLog(
  progress: ProgressLine,
  verbose: boolean,
  render: (text: string) => string = text => text
): RunLog {
  return {
    info: message => progress.line(render(message)),
    warning: message => progress.line(`warning: ${render(message)}`),
    debug: message => {
      if (verbose) progress.line(`debug: ${render(message)}`)
    },
    group: (name, work) => {
      progress.line(`== ${render(name)}`)
      return work()
    }
  }
}

type Cell = string | { data: string; header?: boolean }

/** The summary's HTML, as @actions/core builds it for the job summary: report.md renders it. */
class SummaryText implements SummaryBuffer {
  private text = ''

  addHeading(text: string, level = 1): this {
    const tag = `h${Math.min(Math.max(Number(level) || 1, 1), 6)}`
    return this.addRaw(`<${tag}>${text}</${tag}>`, true)
  }
  addTable(rows: Cell[][]): this {
    const cell = (c: Cell) => {
      const { data, header } = typeof c === 'string' ? { data: c, header: false } : c
      const tag = header ? 'th' : 'td'
      return `<${tag}>${data}</${tag}>`
    }
    const body = rows.map(row => `<tr>${row.map(cell).join('')}</tr>`).join('')
    return this.addRaw(`<table>${body}</table>`, true)
  }
  addRaw(text: string, addEOL = false): this {
    this.text += text + (addEOL ? '\n' : '')
    return this
  }
  addDetails(label: string, content: string): this {
    return this.addRaw(`<details><summary>${label}</summary>${content}</details>`, true)
  }
  stringify(): string {
    return this.text
  }
  emptyBuffer(): this {
    this.text = ''
    return this
  }
}

/** The run's outputs and summary (report.md), warning on `log`; `values` holds the outputs as set. */
export function terminalIo(log: RunLog, reportDir: string | undefined) {
  const values: Record<string, string> = {}
  let reportFile: string | undefined
  if (reportDir) {
    mkdirSync(resolve(reportDir), { recursive: true })
    reportFile = join(resolve(reportDir), 'report.md')
    writeFileSync(reportFile, '')
  }
  // Without a folder there is no report, and nothing to warn about (the job summary's warning is the runner's).
  const warn = (message: string) => {
    if (reportFile) log.warning(message)
  }
  const summary = new StepSummary(async () => new SummaryText(), reportFile, warn)
  const outputs = new Outputs((name, text) => (values[name] = text))
  return { outputs, summary, values, reportFile }
}
