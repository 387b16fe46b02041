import { z } from 'zod'
import { errorMessage } from '../../../kernel/error-message.js'
import { reworded, type ReaderText } from '../../../kernel/publish/reader-text.js'
import { StopExport, type AnalyticsGet } from '../fetch/request-ledger.js'
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

/**
 * Fetches what `left` requests allow of the wanted transcripts, in rank order, into the gaps'
 * evidence. A stop of the ledger ends the transcripts, never the run.
 */
export async function fetchTranscripts(
  gaps: readonly Gap[],
  get: AnalyticsGet,
  left: number | undefined
): Promise<ThreadsResult> {
  const wanted = threadsWanted(gaps)
  const allowed = left === undefined ? wanted.length : Math.max(0, Math.min(wanted.length, left))
  let fetched = 0
  for (const gap of wanted.slice(0, allowed)) {
    const id = gap.evidence.threadIds[0] as string
    try {
      const thread = await get(['assistant', 'threads', id], {}, threadSchema)
      gap.evidence.transcript = thread.messages.map(m => ({
        role: m.role,
        content: reworded(m.content, t => t.slice(0, MESSAGE_CHARS))
      }))
      fetched++
    } catch (error) {
      // A thread the API no longer knows is skipped; anything that stops the ledger ends the transcripts.
      if (error instanceof StopExport && (error.status === 404 || error.status === 400)) continue
      return {
        fetched,
        wanted: wanted.length,
        note: `Transcripts stopped after ${fetched}: ${errorMessage(error)}`
      }
    }
  }
  if (allowed < wanted.length) {
    return {
      fetched,
      wanted: wanted.length,
      note: `${wanted.length - allowed} of ${wanted.length} transcript(s) left out: no request was left for them under \`max-requests\` (transcripts come last, after the datasets and the report's extras).`
    }
  }
  return { fetched, wanted: wanted.length }
}
