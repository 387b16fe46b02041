import { z } from 'zod'
import { listOf, numberInput, type InputParser } from './parser.js'
import { FAIL_ON_VALUES, type FailOn, type WaitInputs } from './types.js'

// `wait`, `poll-interval-seconds` and `fail-on`: how a mode that starts something (an agent job, a
// deployment, a preview, an automation) waits for it and what fails the step. `allowed` holds the
// `fail-on` words that can happen in the mode.

/** The inputs `waitInputs` reads, with action.yml's defaults: part of the spec of each mode that waits. */
export const WAIT_INPUTS = {
  wait: 'true',
  'poll-interval-seconds': '10',
  'fail-on': 'failed,timeout'
} as const

export function waitInputs(
  r: InputParser<keyof typeof WAIT_INPUTS>,
  mode: string,
  allowed: readonly FailOn[] = FAIL_ON_VALUES
): WaitInputs {
  const pollSeconds = r.parse(
    'poll-interval-seconds',
    numberInput('seconds, such as 10').pipe(z.number().min(1, 'must be at least 1 second'))
  )
  // `none`: no outcome fails the step.
  const words = listOf(r.value('fail-on')).filter(w => w !== 'none')
  const unknown = words.filter(w => !(FAIL_ON_VALUES as readonly string[]).includes(w))
  const quote = (list: string[]) => list.map(w => `"${w}"`).join(', ')
  if (unknown.length > 0) {
    r.problems.push(`\`fail-on\` has unknown value(s) ${quote(unknown)}: use ${allowed.join(', ')} or none`)
  }
  const elsewhere = words.filter(w => !unknown.includes(w) && !(allowed as readonly string[]).includes(w))
  if (elsewhere.length > 0) {
    r.problems.push(
      `\`fail-on\` value(s) ${quote(elsewhere)} apply to agent jobs only: in ${mode} mode use ${allowed.join(', ')} or none`
    )
  }
  // A `??` below only completes the type: a value that failed has its problem recorded, and
  // parseInputs throws instead of returning this object.
  return {
    wait: r.flag('wait'),
    pollIntervalMs: Math.round((pollSeconds ?? 1) * 1000),
    failOn: new Set(words as FailOn[])
  }
}
