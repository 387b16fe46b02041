import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { seal, stateOwner, unseal } from '../../../kernel/github/state-seal.js'
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

const stateSchema = z.object({
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
export type LoopState = z.infer<typeof stateSchema>

export interface StatePlace {
  apiKey: string
  repository: string
  issueNumber: number
  project: string
}

const ownerOf = (place: StatePlace) =>
  stateOwner(place.apiKey, {
    repository: place.repository,
    pullRequest: place.issueNumber,
    project: place.project
  })
const AT = { kind: 'state', commentId: 0 } as const

function cipherKey(apiKey: string): Buffer {
  return createHmac('sha256', apiKey).update(ENCRYPTION_PURPOSE).digest()
}

/** The hidden marker line that carries `state` in the issue numbered in `place`. */
export function stateLine(place: StatePlace, state: LoopState): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', cipherKey(place.apiKey), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()])
  const box = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
  return `<!-- ${STATE_MARKER} ${seal(ownerOf(place), AT, box)} -->`
}

export type ReadState = { state: LoopState } | { none: true } | { invalid: true }

/** The state an issue's body carries, when its seal verifies for `place`; `invalid` when one does not. */
export function readState(body: string, place: StatePlace): ReadState {
  const match = new RegExp(`<!-- ${STATE_MARKER} (\\S+) -->`).exec(body)
  if (!match) return { none: true }
  const box = unseal(ownerOf(place), AT, match[1] as string)
  if (box === undefined) return { invalid: true }
  try {
    const bytes = Buffer.from(box, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(place.apiKey), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
    const parsed = stateSchema.safeParse(JSON.parse(json))
    return parsed.success ? { state: parsed.data } : { invalid: true }
  } catch {
    return { invalid: true }
  }
}

export const samePeriod = (
  a: { dateFrom: string; dateTo: string },
  b: { dateFrom: string; dateTo: string }
) => a.dateFrom === b.dateFrom && a.dateTo === b.dateTo
