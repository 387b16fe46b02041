// `--help`'s descriptions are generated from the sub-actions' action.yml: the module must be current.
import { expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { DESCRIPTIONS_FILE, renderDescriptions } from '../../scripts/flag-descriptions.js'

test('src/cli/flag-descriptions.ts is what the script writes (npx tsx scripts/flag-descriptions.ts --write)', async () => {
  const config = await resolveConfig(DESCRIPTIONS_FILE)
  const expected = await format(renderDescriptions(), { ...config, filepath: DESCRIPTIONS_FILE })
  expect(readFileSync(DESCRIPTIONS_FILE, 'utf8')).toBe(expected)
})
