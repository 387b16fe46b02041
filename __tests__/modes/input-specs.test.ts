// The root action checks `mode` and warns about other modes' inputs from a generated module, loading
// only the mode it runs: the module must say what the modes' definitions say.
import { expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { renderSpecs, SPECS_FILE } from '../../scripts/mode-input-specs.js'
import { MODE_INPUT_SPECS } from '../../src/modes/input-specs.js'
import { MODES } from '../../src/modes/index.js'

test('src/modes/input-specs.ts is what the script writes (npx tsx scripts/mode-input-specs.ts --write)', async () => {
  const config = await resolveConfig(SPECS_FILE)
  const expected = await format(await renderSpecs(), { ...config, filepath: SPECS_FILE })
  expect(readFileSync(SPECS_FILE, 'utf8')).toBe(expected)
})

test('every mode is there, in the table order, with every input it reads (those without a default too)', () => {
  expect(MODE_INPUT_SPECS.map(spec => spec.name)).toEqual(MODES.map(mode => mode.name))
  for (const mode of MODES) {
    const spec = MODE_INPUT_SPECS.find(s => s.name === mode.name)
    expect(spec?.inputs).toEqual(mode.inputs)
    expect(spec?.common).toEqual(mode.common)
    expect(Object.keys(spec?.inputs ?? {})).toEqual(Object.keys(mode.inputs))
  }
})
