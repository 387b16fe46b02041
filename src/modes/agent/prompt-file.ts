import { realpathSync } from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import { readRegularFile } from '../../kernel/inputs/regular-file.js'

// `prompt-file`: the instruction kept in the repository. A runner refuses an environment variable over
// 128 KiB, so a long `prompt:` cannot be passed at all; a file can. Read here, during input parsing, so
// every problem is an input error before any request.

/** Larger than any sensible instruction, small enough to never be a mistake (a log, a binary). */
export const MAX_PROMPT_FILE_BYTES = 256 * 1024

export function promptFromFile(
  path: string,
  env: NodeJS.ProcessEnv
): { prompt: string } | { problem: string } {
  const workspace = env.GITHUB_WORKSPACE || process.cwd()
  const shown = JSON.stringify(path)
  const full = isAbsolute(path) ? path : resolve(workspace, path)
  let real: string
  let root: string
  try {
    real = realpathSync(full)
    root = realpathSync(workspace)
  } catch {
    return {
      problem: `\`prompt-file\` ${shown} does not exist in the workspace (${workspace}); check the path, and check out the repository first (actions/checkout)`
    }
  }
  const inside = relative(root, real)
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return { problem: `\`prompt-file\` ${shown} is outside the workspace (${root}): use a path inside it` }
  }
  const file = readRegularFile(real, MAX_PROMPT_FILE_BYTES)
  if ('problem' in file) return { problem: `\`prompt-file\` ${shown} ${file.problem}` }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes)
  } catch {
    return { problem: `\`prompt-file\` ${shown} is not UTF-8 text` }
  }
  if (!text.trim()) return { problem: `\`prompt-file\` ${shown} is empty (or only blanks)` }
  return { prompt: text }
}
