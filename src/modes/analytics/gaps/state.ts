import { z } from 'zod'
import { open, seal, stateOwner } from '../../../kernel/github/state-seal.js'
import { boxKeys, openBox, sealBox } from '../../../kernel/seal.js'
import { boundedState } from './state-bound.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'

// The period-to-period cycle's memory, kept in the report issue's body: the period, its top gaps (their wording, to
// check them next period) and the agent job. It is sealed as the pull request comment's state is (a
// key derived from the API key, bound to the repository, the issue and the project), so a copy in any
// other issue, or text anyone wrote, does not count. The gaps' wording is reader text and the issue
// may be public: the state is also encrypted with a key derived from the API key.

/** A gap's wording, read back from the sealed state: reader text again (kernel/publish/). */
const wording = z.string() as unknown as z.ZodType<ReaderText, string>

export const STATE_MARKER = 'docs-agent-action:gaps-state'
const ENCRYPTION_PURPOSE = 'docs-agent-action gaps state encryption v1'

export const loopStateSchema = z.object({
  v: z.literal(1),
  period: z.object({ dateFrom: z.string(), dateTo: z.string() }),
  /** The top gaps: key and wording (redacted as `reader-text` says, never omitted: the check needs it). */
  gaps: z.array(z.object({ key: z.string(), text: wording })).max(100),
  job: z
    .object({
      id: z.string(),
      period: z.object({ dateFrom: z.string(), dateTo: z.string() }),
      asked: z.number().int().nonnegative()
    })
    .optional(),
  /** The job of the period before, followed until the next one replaces it. */
  previousJob: z
    .object({ id: z.string(), period: z.object({ dateFrom: z.string(), dateTo: z.string() }) })
    .optional(),
  /** The period before and its top gaps: what this period checks (kept over re-runs of the period). */
  previous: z
    .object({
      period: z.object({ dateFrom: z.string(), dateTo: z.string() }),
      gaps: z.array(z.object({ key: z.string(), text: wording })).max(100)
    })
    .optional()
})
export type LoopState = z.infer<typeof loopStateSchema>

export interface StatePlace {
  apiKey: string
  /** `previous-api-key`: a state sealed with it still opens, and is sealed again with `apiKey`. */
  previousApiKey?: string
  repository: string
  issueNumber: number
  project: string
}

export const ownerOf = (place: StatePlace) =>
  stateOwner([place.apiKey, place.previousApiKey], {
    repository: place.repository,
    pullRequest: place.issueNumber,
    project: place.project
  })
const AT = { kind: 'state', commentId: 0 } as const

const cipherKeys = (place: StatePlace) => boxKeys(ENCRYPTION_PURPOSE, [place.apiKey, place.previousApiKey])

/**
 * The hidden marker line that carries `state` in the issue numbered in `place`: at most
 * STATE_BOUND_CHARS (state-bound.ts) characters, whatever readers typed (see state-bound.ts).
 */
export function stateLine(place: StatePlace, state: LoopState): string {
  return boundedState(state, fitted => sealedLine(place, fitted))
}

function sealedLine(place: StatePlace, state: LoopState): string {
  const box = sealBox(cipherKeys(place), Buffer.from(JSON.stringify(state), 'utf8')).toString('base64url')
  return `<!-- ${STATE_MARKER} ${seal(ownerOf(place), AT, box)} -->`
}

export type ReadState = { state: LoopState; previousKey: boolean } | { none: true } | { invalid: true }

/** The state an issue's body carries, when its seal verifies for `place`; `invalid` when one does not. */
export function readState(body: string, place: StatePlace): ReadState {
  const match = new RegExp(`<!-- ${STATE_MARKER} (\\S+) -->`).exec(body)
  if (!match) return { none: true }
  const opened = open(ownerOf(place), AT, match[1] as string)
  if (!opened || !('json' in opened)) return { invalid: true }
  try {
    const box = openBox(cipherKeys(place), Buffer.from(opened.json, 'base64url'))
    if (!box) return { invalid: true }
    const json = box.plaintext.toString('utf8')
    const parsed = loopStateSchema.safeParse(JSON.parse(json))
    return parsed.success ? { state: parsed.data, previousKey: opened.key > 0 } : { invalid: true }
  } catch {
    return { invalid: true }
  }
}

export const samePeriod = (
  a: { dateFrom: string; dateTo: string },
  b: { dateFrom: string; dateTo: string }
) => a.dateFrom === b.dateFrom && a.dateTo === b.dateTo
