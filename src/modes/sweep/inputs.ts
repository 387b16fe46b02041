import { z } from 'zod'
import { numberInput, type InputParser } from '../../kernel/inputs/parser.js'
import type { CommonInputName } from '../../kernel/inputs/registry.js'
import type { CommonInputs } from '../../kernel/inputs/types.js'
import type { SweepInputs } from './input-types.js'

/** The sweep's inputs besides the common ones, with action.yml's defaults. */
export const SWEEP_INPUTS = {
  'previous-api-key': undefined,
  'max-jobs': '20'
} as const

type InputName = keyof typeof SWEEP_INPUTS | CommonInputName

/** The most pull requests one sweep may read: its requests stay bounded whatever the cap says. */
export const MAX_JOBS_LIMIT = 100

export function sweepInputs(r: InputParser<InputName>, common: CommonInputs): SweepInputs {
  const maxJobs = r.parse(
    'max-jobs',
    numberInput('pull requests, such as 20').pipe(
      z
        .number()
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(MAX_JOBS_LIMIT, `must be at most ${MAX_JOBS_LIMIT}`)
    )
  )
  const githubToken = r.raw('github-token')
  if (!githubToken)
    r.problems.push(
      '`github-token` is empty: the sweep reads and writes pull requests. Leave it at its default (`${{ github.token }}`).'
    )
  const previous = r.raw('previous-api-key')
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(previous))
    r.problems.push(
      '`previous-api-key` contains a line break or another control character: copy the old key again'
    )
  return {
    ...common,
    mode: 'sweep',
    githubToken,
    ...(previous ? { previousApiKey: previous } : {}),
    maxJobs: maxJobs ?? 20
  }
}
