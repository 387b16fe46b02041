// A message written in a step's words, rendered in a front end's: input mentions, settings and
// secrets; what the front end does not rename, and what is not an input, stay as written.
import { expect, test } from '@jest/globals'
import { renderInputNames, STEP_NAMES, type InputNames } from '../../../src/kernel/inputs/names.js'

const FLAGS: InputNames = {
  input: name => (name === 'github-token' ? undefined : `--${name}`),
  setting: (name, value) => `--${name} ${value}`,
  secret: name => `$${name}`
}

const MESSAGE =
  'set `resume-from` to continue, or run with `job-id: 42` and no `prompt`; pass ${{ secrets.MINTLIFY_API_KEY }}; `github-token` stays; `mint_` and `YYYY-MM-DD` are no inputs'

test('the step keeps every message as written', () => {
  expect(renderInputNames(MESSAGE, STEP_NAMES)).toBe(MESSAGE)
})

test("a front end's names replace the step's words", () => {
  expect(renderInputNames(MESSAGE, FLAGS)).toBe(
    'set --resume-from to continue, or run with --job-id 42 and no --prompt; pass $MINTLIFY_API_KEY; `github-token` stays; `mint_` and `YYYY-MM-DD` are no inputs'
  )
})
