import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parse } from 'yaml'

// Runs the built dist/index.js exactly as the runner does (used by the end-to-end tests and the demo): INPUT_* variables (with action.yml's
// defaults filled in, as the runner fills them), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files.

export const ROOT = resolve(import.meta.dirname, '..')
// DOCS_AGENT_BUNDLE lets a parallel build be tested without touching the committed dist/ (the bundle
// tests want its source-hash.txt beside it: `node scripts/source-hash.js --write DIR`).
export const BUNDLE = process.env.DOCS_AGENT_BUNDLE ?? join(ROOT, 'dist', 'index.js')

interface ActionYml {
  inputs: Record<string, { default?: string }>
}

/** The inputs' defaults of action.yml, or of a sub-action's (`agent/action.yml`, ...). */
export function actionDefaults(subAction?: string): Record<string, string> {
  const action = parse(readFileSync(join(ROOT, subAction ?? '', 'action.yml'), 'utf8')) as ActionYml
  const defaults: Record<string, string> = {}
  for (const [name, spec] of Object.entries(action.inputs)) {
    // `${{ github.token }}` is evaluated by the runner; outside one there is no token.
    if (spec.default !== undefined && !String(spec.default).includes('${{'))
      defaults[name] = String(spec.default)
  }
  return defaults
}

export interface ActionRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** Every file the run wrote to, for secret scans. */
  workDir: string
}

export interface RunOptions {
  env?: Record<string, string>
  /** Kill the run if it takes longer than this (a test guard, not a performance assertion). */
  killAfterMs?: number
  onSpawn?: (child: ChildProcess) => void
  node?: string
  /**
   * A sub-action's folder (`agent`, `analytics`, ...): its action.yml's defaults, and its entry
   * <mode>/index.js beside the bundle (dist/agent/index.js), in place of the root action's.
   */
  subAction?: string
}

/** Parses the GITHUB_OUTPUT file format (`name<<DELIMITER` … `DELIMITER`, or `name=value`). */
export function parseCommandFile(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delimiter] = heredoc
      const value: string[] = []
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i] ?? '')
      result[name as string] = value.join('\n')
    } else if (line.includes('=')) {
      const at = line.indexOf('=')
      result[line.slice(0, at)] = line.slice(at + 1)
    }
  }
  return result
}

export function runAction(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  const workDir = mkdtempSync(join(tmpdir(), 'docs-agent-e2e-'))
  const outputFile = join(workDir, 'output.txt')
  const summaryFile = join(workDir, 'summary.md')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? workDir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: join(workDir, 'runner-temp'),
    GITHUB_WORKSPACE: workDir,
    ...options.env
  }
  for (const [name, value] of Object.entries({ ...actionDefaults(options.subAction), ...inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }

  return new Promise((resolvePromise, reject) => {
    const entry = options.subAction ? join(dirname(BUNDLE), options.subAction, 'index.js') : BUNDLE
    const child = spawn(options.node ?? process.execPath, [entry], { env, cwd: workDir })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.stderr.on('data', chunk => (stderr += chunk))
    const guard = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(guard)
      const run: ActionRun = {
        code,
        signal,
        stdout,
        stderr,
        outputs: parseCommandFile(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
        workDir
      }
      // Every run, in every suite, is a secret-leak check: the key may appear nowhere it produced.
      const key = inputs['api-key']?.trim()
      const leaks = key ? findSecret(run, key) : []
      if (leaks.length > 0) reject(new Error(`the API key leaked into: ${leaks.join(', ')}`))
      else resolvePromise(run)
    })
    options.onSpawn?.(child)
  })
}

export function cleanup(run: ActionRun): void {
  rmSync(run.workDir, { recursive: true, force: true })
}

/**
 * Every place `secret` appears in what a run produced: stdout, stderr, outputs, the summary and any
 * file it wrote. The runner's own `::add-mask::` command is the one expected occurrence.
 */
export function findSecret(run: ActionRun, secret: string): string[] {
  const places: string[] = []
  const stdout = run.stdout
    .split('\n')
    .filter(line => line !== `::add-mask::${secret}`)
    .join('\n')
  if (stdout.includes(secret)) places.push('stdout')
  if (run.stderr.includes(secret)) places.push('stderr')
  if (run.summary.includes(secret)) places.push('summary')
  for (const [name, value] of Object.entries(run.outputs))
    if (value.includes(secret)) places.push(`output ${name}`)
  for (const file of listFiles(run.workDir)) {
    if (readFileSync(file).includes(secret)) places.push(file)
  }
  return places
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile())
    .map(entry => join(entry.parentPath, entry.name))
}
