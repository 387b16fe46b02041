import { statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { InputParser } from '../../../kernel/inputs/parser.js'
import { readRegularFile } from '../../../kernel/inputs/regular-file.js'
import { MAX_WATERMARK_BYTES, WATERMARK_FILE, watermarkFileSchema, type Watermarks } from './watermark.js'

// `since-watermark`: the watermark.json of an earlier `format: ndjson` export (or the folder holding
// it, as actions/download-artifact leaves it), read and checked with the other inputs, before any
// request: the incremental run writes only the rows after it.

export const WAREHOUSE_INPUTS = { 'since-watermark': undefined } as const

type Name = keyof typeof WAREHOUSE_INPUTS

/** The watermarks named by `since-watermark`; undefined when it is empty (or wrong: a problem is recorded). */
export function sinceWatermarkOf(
  r: InputParser<Name>,
  inWorkspace: (path: string) => string,
  { projectId, formatWords }: { projectId: string; formatWords: readonly string[] }
): Watermarks | undefined {
  const text = r.raw('since-watermark')
  if (!text) return undefined
  const problem = (why: string) => {
    r.problems.push(`\`since-watermark\` ${JSON.stringify(text)} ${why}`)
    return undefined
  }
  if (!formatWords.includes('ndjson')) {
    return problem('needs `format` to include ndjson: the watermark says which NDJSON events were written')
  }
  let path = inWorkspace(text)
  try {
    if (statSync(path).isDirectory()) path = join(path, WATERMARK_FILE)
  } catch {
    return problem(`does not exist: name a previous export's ${WATERMARK_FILE} or the folder holding it`)
  }
  const read = readRegularFile(path, MAX_WATERMARK_BYTES)
  if ('problem' in read) return problem(`names ${path}, which ${read.problem}`)
  let json: unknown
  try {
    json = JSON.parse(read.bytes.toString('utf8'))
  } catch {
    return problem(`names ${path}, which is not JSON`)
  }
  const parsed = watermarkFileSchema.safeParse(json)
  if (!parsed.success)
    return problem(`names ${path}, which is not a watermark: ${z.prettifyError(parsed.error)}`)
  if (parsed.data.project !== projectId) {
    return problem(
      `is project ${JSON.stringify(parsed.data.project)}'s watermark, not \`project-id\` ${JSON.stringify(projectId)}'s`
    )
  }
  return parsed.data.watermarks
}
