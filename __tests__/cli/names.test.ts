// The command line's names: a flag for each input the command offers, the environment variable
// beside the key and the project, the command for a mode, and no flag for a GitHub-only input.
import { expect, test } from '@jest/globals'
import { loadCommand } from '../../src/cli/commands.js'
import { commandLineNames } from '../../src/cli/names.js'
import { renderInputNames } from '../../src/kernel/inputs/names.js'

test('inputs as flags and variables, settings as flags with their values', async () => {
  const names = commandLineNames(await loadCommand('analytics'))
  const render = (text: string) => renderInputNames(text, names)
  expect(render('set `resume-from` to continue, or `allow-incomplete: true` to accept this')).toBe(
    'set --resume-from to continue, or --allow-incomplete to accept this'
  )
  expect(render('`api-key` is required, e.g. ${{ secrets.MINTLIFY_API_KEY }}')).toBe(
    'MINTLIFY_API_KEY (or --api-key) is required, e.g. MINTLIFY_API_KEY in the environment'
  )
  expect(render('`allow-incomplete: false`, `page-size: 10`')).toBe('--no-allow-incomplete, --page-size 10')
  expect(render('needs `report-issue` and `mode: agent`')).toBe(
    'needs `report-issue` and docs-agent-action agent'
  )
})

test('a command without an output-dir input offers it for report.md', async () => {
  const names = commandLineNames(await loadCommand('agent'))
  expect(renderInputNames('run with `job-id: 7` and no `prompt` (`output-dir`)', names)).toBe(
    'run with --job-id 7 and no --prompt (--output-dir)'
  )
})
