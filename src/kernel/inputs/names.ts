// How a front end names an input in what it prints. Messages are written in a workflow step's words
// (`resume-from`, `job-id: X`, ${{ secrets.MINTLIFY_API_KEY }}); each front end renders them in its
// own: the step as written, the command line as flags and environment variables (cli/names.ts).
// A name the front end does not render (an input it has no flag for) stays in the step's words.

/** A front end's names for inputs; undefined: keep the step's words. */
export interface InputNames {
  /** The input `name` (`resume-from` → `--resume-from`). */
  input(name: string): string | undefined
  /** The input `name` set to `value` (`job-id: X` → `--job-id X`). */
  setting(name: string, value: string): string | undefined
  /** A secret a step passes as ${{ secrets.NAME }}. */
  secret(name: string): string | undefined
}

/** A workflow step's names: every message as written. */
export const STEP_NAMES: InputNames = {
  input: () => undefined,
  setting: () => undefined,
  secret: () => undefined
}

/** `name` or `name: value` in backticks, where `name` looks like an input (lower case, dashes). */
const INPUT_MENTION = /`([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?::[ \t]*([^`\n]*))?`/g
const SECRET_MENTION = /\$\{\{\s*secrets\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

/** `text` with every input and secret it mentions in `names`' words. */
export function renderInputNames(text: string, names: InputNames): string {
  return text
    .replace(SECRET_MENTION, (whole, name: string) => names.secret(name) ?? whole)
    .replace(
      INPUT_MENTION,
      (whole, name: string, value: string | undefined) =>
        (value === undefined ? names.input(name) : names.setting(name, value.trim())) ?? whole
    )
}
