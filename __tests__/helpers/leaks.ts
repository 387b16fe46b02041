import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ActionRun } from './run-action.js'

/** Every 8-character run of `secret` (the length of SECRET_RUN) found in `text`. */
export function secretRuns(text: string, secret: string, run = 8): string[] {
  const found: string[] = []
  for (let i = 0; i + run <= secret.length; i++) {
    const piece = secret.slice(i, i + run)
    if (text.includes(piece)) found.push(piece)
  }
  return found
}

/**
 * Where any 8-character run of `secret` appears in what a run produced: stdout (but for the runner's
 * own `::add-mask::` line), stderr, every output, the summary and every file under its workDir.
 */
export function partialLeaks(run: ActionRun, secret: string): string[] {
  const places: string[] = []
  const check = (place: string, text: string) => {
    const runs = secretRuns(text, secret)
    if (runs.length > 0) places.push(`${place} (${runs[0]})`)
  }
  check(
    'stdout',
    run.stdout
      .split('\n')
      .filter(line => line !== `::add-mask::${secret}`)
      .join('\n')
  )
  check('stderr', run.stderr)
  check('summary', run.summary)
  for (const [name, value] of Object.entries(run.outputs)) check(`output ${name}`, value)
  for (const entry of readdirSync(run.workDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    const text = readFileSync(file, 'utf8')
    check(file, text)
  }
  return places
}
