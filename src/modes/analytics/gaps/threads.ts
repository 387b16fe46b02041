import { z } from 'zod'
import { errorMessage } from '../../../kernel/error-message.js'
import { reworded, type ReaderText } from '../../../kernel/publish/reader-text.js'
import { StopExport, type RequestLedger } from '../fetch/request-ledger.js'
import type { Gap } from './model.js'

// Transcripts of the top unanswered questions: `GET /v1/analytics/{projectId}/assistant/threads/{id}`,
// one request each of the shared 100-an-hour analytics budget. They are the last requests of a run,
// so a small `max-requests` leaves them out first, and the report says so.

/** At most this many transcripts per run. */
export const MAX_THREADS = 5
/** A message of a transcript is kept to this many characters. */
const MESSAGE_CHARS = 1000

const threadSchema = z.object({
  threadId: z.string(),
  // What the reader and the assistant wrote: reader text (see kernel/api/analytics-schemas.ts).
  messages: z.array(
    z.object({
      role: z.string(),
      content: (z.string() as unknown as z.ZodType<ReaderText, string>).catch('' as never)
    })
  )
})

/** The threads the plan counts: the first thread of each of the top MAX_THREADS unanswered gaps. */
export function threadsWanted(gaps: readonly Gap[]): Gap[] {
  return gaps.filter(g => g.evidence.threadIds.length > 0).slice(0, MAX_THREADS)
}

/** What a run found: the ranked gaps, the transcripts fetched for them, and the files written. */
export interface FoundGaps {
  gaps: Gap[]
  threads: ThreadsResult
  files: string[]
}

export interface ThreadsResult {
  fetched: number
  wanted: number
  /** Why some were left out (`max-requests`, a rate limit, an error), for the report. */
  note?: string
}

/** Attempts one transcript gets (a retry after a 5xx, a reset, a proxy page) before the next is tried. */
export const THREAD_ATTEMPTS = 2

/** What the transcripts spend through: the run's ledger (its GET, and its attempts to take a share of). */
export type TranscriptLedger = Pick<RequestLedger, 'get' | 'attempts'>

/**
 * Fetches the wanted transcripts in rank order, each distinct thread once, into the gaps' evidence,
 * within the share's attempts (the plan's promise). A transcript that keeps failing is left out and
 * the next one is tried; a stop of the ledger (`max-requests`, a rate limit, the deadline) or the
 * share spent ends the transcripts, never the run.
 */
export async function fetchTranscripts(
  gaps: readonly Gap[],
  ledger: TranscriptLedger,
  left: number | undefined
): Promise<ThreadsResult> {
  const wanted = threadsWanted(gaps)
  // At most MAX_THREADS attempts in all, retries included: the plan line's promise.
  const limit = Math.max(0, Math.min(MAX_THREADS, left ?? MAX_THREADS))
  const share = ledger.attempts.share(limit, 'the transcripts')
  const ids = [...new Set(wanted.map(g => g.evidence.threadIds[0] as string))]
  const transcripts = new Map<string, Transcript>()
  const failed: string[] = []
  for (const [n, id] of ids.entries()) {
    try {
      const bound = { attempts: THREAD_ATTEMPTS, share }
      const thread = await ledger.get(['assistant', 'threads', id], {}, threadSchema, bound)
      transcripts.set(
        id,
        thread.messages.map(m => ({
          role: m.role,
          content: reworded(m.content, t => t.slice(0, MESSAGE_CHARS))
        }))
      )
    } catch (error) {
      // One transcript that fails (a thread the API no longer knows, a server error that outlasts its
      // attempts) is skipped; a stop of the ledger or the share ends the transcripts.
      const ends = error instanceof StopExport && error.reason !== 'error'
      if (error instanceof StopExport && !ends) {
        if (error.status !== 404 && error.status !== 400) failed.push(errorMessage(error))
        continue
      }
      const capped = limit < MAX_THREADS && share.refused?.reason === 'share'
      const note = stoppedNote(ids.length - n, ids.length, capped ? MAX_REQUESTS_LEFT : error, failed)
      return { fetched: give(wanted, transcripts), wanted: wanted.length, note }
    }
  }
  const fetched = give(wanted, transcripts)
  const note = failed.length > 0 ? `${failed.length} transcript(s) failed: ${failed[0]}` : undefined
  return { fetched, wanted: wanted.length, ...(note ? { note } : {}) }
}

type Transcript = NonNullable<Gap['evidence']['transcript']>

/** Each wanted gap gets its thread's transcript (two gaps may share one thread); how many got one. */
function give(wanted: readonly Gap[], transcripts: ReadonlyMap<string, Transcript>): number {
  let given = 0
  for (const gap of wanted) {
    const transcript = transcripts.get(gap.evidence.threadIds[0] as string)
    if (transcript) gap.evidence.transcript = transcript
    if (transcript) given++
  }
  return given
}

const MAX_REQUESTS_LEFT = new StopExport('max-requests', 'no request was left under `max-requests`')

function stoppedNote(left: number, of: number, error: unknown, failed: readonly string[]): string {
  const why =
    error instanceof StopExport && error.reason === 'max-requests'
      ? "no request was left for them under `max-requests` (transcripts come last, after the datasets and the report's extras)"
      : errorMessage(error)
  const alsoFailed = failed.length > 0 ? ` ${failed.length} failed before: ${failed[0]}` : ''
  return `${left} of ${of} transcript(s) left out: ${why}.${alsoFailed}`
}
