import { randomUUID } from 'node:crypto'
import { appendFileSync, existsSync } from 'node:fs'
import { EOL } from 'node:os'

// The runner's workflow commands (`::add-mask::`, `::warning::`, `::group::`, the output file), written
// exactly as @actions/core writes them (a test compares the two for every function here, text by
// text). @actions/core's OIDC helper imports @actions/http-client, and with it all of undici, at load
// time: loading it before the first API request cost more than the rest of the start-up together
// (BENCHMARKS.md). So a step's run logs, masks and sets outputs through this module (its RunLog and
// Outputs are built from these functions in actions-step.ts), and @actions/core loads only for the
// job summary, which is written after the work. Nothing here holds state: each call writes and returns.

/** The runner reads `%`, CR and LF in a command's data as escapes; escaped as @actions/core does. */
const escapeData = (text: string): string =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

/** A property value (`name=...`) also escapes `:` and `,`. */
const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

function issue(command: string, data: string, properties = ''): void {
  process.stdout.write(`::${command}${properties ? ` ${properties}` : ''}::${escapeData(data)}${EOL}`)
}

/** An input as the runner passes it (`INPUT_<NAME>`), trimmed unless asked not to; '' when absent. */
export function getInput(name: string, options: { trimWhitespace?: boolean } = {}): string {
  const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || ''
  return options.trimWhitespace === false ? value : value.trim()
}

export function setSecret(secret: string): void {
  issue('add-mask', secret)
}

export function info(message: string): void {
  process.stdout.write(message + EOL)
}

export function warning(message: string): void {
  issue('warning', message)
}

/** Shown only when the workflow runs with debug logging. */
export function debug(message: string): void {
  issue('debug', message)
}

/** Folds what `work` logs under `name`; the fold closes however `work` ends. */
export async function group<T>(name: string, work: () => Promise<T>): Promise<T> {
  issue('group', name)
  try {
    return await work()
  } finally {
    issue('endgroup', '')
  }
}

/** Fails the step: exit code 1 and an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1
  issue('error', message)
}

/**
 * Sets a step output: a heredoc in the runner's output file under a random delimiter (the value
 * cannot end it early), or the old `set-output` command where the runner gives no file.
 */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT
  if (!file) {
    process.stdout.write(EOL)
    issue('set-output', value, `name=${escapeProperty(name)}`)
    return
  }
  const delimiter = `ghadelimiter_${randomUUID()}`
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`Unexpected input: the output ${name} holds its own delimiter`)
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`)
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8')
}
