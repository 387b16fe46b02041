import { EOL } from 'node:os'

// The few @actions/core functions main.ts needs before a mode starts, writing the same workflow
// commands (`::add-mask::`, `::warning::`, `::error::`) and reading inputs the same way. @actions/core
// itself loads with the mode that needs it: its OIDC helper imports @actions/http-client, and with it
// undici, at load time, which made an input error cost more than the rest of the entry together
// (BENCHMARKS.md, start-up). Only what main.ts uses lives here; modes keep using @actions/core.

/** The runner reads `%`, CR and LF in a command's data as escapes; escaped as @actions/core does. */
const escapeData = (text: string): string =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

function issue(command: string, data: string): void {
  process.stdout.write(`::${command}::${escapeData(data)}${EOL}`)
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

/** Fails the step: exit code 1 and an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1
  issue('error', message)
}
