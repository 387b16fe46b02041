// The outputs a deployment sets are the ones deploy/action.yml declares: an output the code sets and
// the sub-action does not declare cannot be read by a workflow, and a declared one the code never sets
// is a promise nobody keeps. Preview's: __tests__/modes/preview/outputs.test.ts.
import { expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { Outputs } from '../../../src/kernel/io/outputs.js'
import { setDeploymentOutputs } from '../../../src/modes/deployment/outputs.js'
import { ROOT } from '../../helpers/run-action.js'

const declared = (mode: string) =>
  Object.keys(
    (parse(readFileSync(join(ROOT, mode, 'action.yml'), 'utf8')) as { outputs: object }).outputs
  ).sort()

/** Every output the setters give a value. */
function namesSet(set: (out: Outputs) => void): string[] {
  const names = new Set<string>()
  set(new Outputs((name, text) => text && names.add(name)))
  return [...names].sort()
}

/** A comment's author who may not start the mode: kernel/admission/gate.ts sets `skipped-reason`. */
const skipped = (out: Outputs) => out.set('skipped-reason', 'refused')

const deployment = {
  statusId: 's',
  status: 'success',
  previewUrl: 'https://p.example',
  commitSha: 'c',
  commitRef: 'r',
  commitMessage: 'm',
  summary: 'x',
  screenshotUrl: 'https://s.example'
}

test('deploy: the outputs it sets are the ones deploy/action.yml declares', () => {
  expect(
    namesSet(out => {
      // A deployment has no preview URL.
      setDeploymentOutputs(out, { ...deployment, previewUrl: undefined })
      skipped(out)
    })
  ).toEqual(declared('deploy'))
})
