import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageViewRow, Simulator } from '../../simulator/index.js'
import type { ActionRun } from './run-action.js'

// Shared by the analytics end-to-end tests: reading back what a run exported.

/** An RFC 4180 parser (quoted fields may hold commas, quotes, CR and LF); records end with CRLF. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let i = 0
  while (i < text.length) {
    const ch = text[i] as string
    if (ch === '"' && field === '') {
      // Quoted field: up to the closing quote; "" is one quote.
      i++
      for (;;) {
        const q = text.indexOf('"', i)
        if (q < 0) throw new Error('unterminated quoted field')
        field += text.slice(i, q)
        if (text[q + 1] === '"') {
          field += '"'
          i = q + 2
        } else {
          i = q + 1
          break
        }
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r')
        throw new Error(`junk after a quoted field at ${i}`)
    } else if (ch === ',') {
      record.push(field)
      field = ''
      i++
    } else if (ch === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`bare CR at ${i}`)
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i += 2
    } else if (ch === '\n') {
      throw new Error(`bare LF at ${i}`)
    } else {
      field += ch
      i++
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end with CRLF')
  return records
}

/** The order the export promises: total descending, then path in code-unit order. */
export function sortRows(rows: PageViewRow[]): PageViewRow[] {
  return [...rows].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

export function csvRows(text: string): PageViewRow[] {
  const [header, ...records] = parseCsv(text)
  if (header?.join(',') !== 'path,human,ai,total') throw new Error(`bad header ${header?.join(',')}`)
  return records.map(([path, human, ai, total]) => ({
    path: path as string,
    human: Number(human),
    ai: Number(ai),
    total: Number(total)
  }))
}

export interface ExportedFiles {
  csvText: string
  jsonText: string
  json: {
    dateFrom: string
    dateTo: string
    exportedAt: string
    totals: { human: number; ai: number; total: number }
    views: PageViewRow[]
  }
}

export function readExport(run: ActionRun): ExportedFiles {
  const dir = run.outputs['export-dir'] ?? join(run.workDir, 'runner-temp', 'page-views')
  const csvText = readFileSync(join(dir, 'page-views.csv'), 'utf8')
  const jsonText = readFileSync(join(dir, 'page-views.json'), 'utf8')
  return { csvText, jsonText, json: JSON.parse(jsonText) as ExportedFiles['json'] }
}

/** Offsets of the views requests the simulator received, in order. */
export function viewOffsets(sim: Simulator): number[] {
  return sim.requests.filter(r => r.route === 'views').map(r => Number(r.query.offset))
}

/** The requests the run spent (the `requests` output: every HTTP attempt). */
export function requestsOf(run: ActionRun): number | undefined {
  const text = run.outputs.requests
  return text ? Number(text) : undefined
}

/**
 * report.md less the line that links the charts' SVG pictures: the job summary has all of report.md
 * but that line (a relative link means nothing there).
 */
export const withoutChartLinks = (report: string): string =>
  report.replace(/^Charts as SVG pictures, [^\n]*\n\n/m, '')
