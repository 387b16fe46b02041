// The mode table: each row loads the definition of the mode it names, with an input spec and an output
// spec, and the root action's list of definitions is the table's, in its order.
import { describe, expect, test } from '@jest/globals'
import { MODE_DEFINITIONS, MODES } from '../../src/modes/index.js'
import { loadMode, loadModes, MODE_NAMES, MODE_TABLE } from '../../src/modes/table.js'

describe('the mode table', () => {
  test.each(MODE_NAMES)('%s: its loader gives the definition of that mode, with both specs', async mode => {
    const definition = await loadMode(mode)
    expect(definition.name).toBe(mode)
    expect(definition.title).toMatch(/\S/)
    expect(Object.keys(definition.outputs).length).toBeGreaterThan(0)
    expect(typeof definition.inputs).toBe('object')
    expect(MODE_TABLE[mode].subAction).toMatch(/^[a-z][a-z-]*$/)
  })

  test("every definition, in the table's order, is the root action's list", async () => {
    const loaded = await loadModes()
    expect(loaded.map(definition => definition.name)).toEqual(MODE_NAMES)
    expect(MODES.map(definition => definition.name)).toEqual(MODE_NAMES)
    for (const mode of MODE_NAMES) expect(MODE_DEFINITIONS[mode]).toBe(await loadMode(mode))
  })
})
