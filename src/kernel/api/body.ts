import type { Dispatcher } from 'undici'
import type { z } from 'zod'
import { forLog, isUsableJobId, redact } from '../safe-text.js'
import { apiErrorBodySchema } from './schemas.js'

// What an error may say of a body. The answers of the analytics endpoints (and of the discovery
// search, asked with a gap's wording) hold what readers typed, so an error about one never quotes it:
// a contract break names each field and what was wrong with it (expected number, got string), never
// its value, and a body that is not JSON is named by its size. The API's own error message (`error`,
// `details[].message`) is kept, its reader-text shapes redacted (the runtime gate). Other admin
// answers (agent jobs, deployments, automations) hold ids, statuses, branch names and URLs that the
// workflow or the service made, never what readers typed: an excerpt of them is kept, as it helps
// most (the loop's prompt, the one reader-derived text sent there, is redacted before it is sent).

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`response body exceeds ${limitBytes} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** Reads a response body as UTF-8, refusing to buffer more than `limitBytes` (a hostile or broken server must not OOM us). */
export async function readBodyText(
  body: Dispatcher.ResponseData['body'],
  limitBytes: number
): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += (chunk as Buffer).length
    if (size > limitBytes) {
      body.destroy()
      throw new BodyTooLargeError(limitBytes)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks, size).toString('utf8')
}

/**
 * A short, single-line excerpt of a body for error messages. The key is redacted *before* the cut (a
 * cut key could no longer be recognised), then the text is made safe for a log line (forLog).
 */
export function excerpt(text: string, max = 200): string {
  return forLog(redact(text).replace(/\s+/g, ' ').trim(), max)
}

/** Whether answers of `path` (as sent, its segments encoded) may hold what readers typed. */
export function mayHoldReaderText(path: string): boolean {
  return /\/v1\/analytics\/|\/v1\/search\//.test(path)
}

/** A body in an error message: a short excerpt, or only its size when it may hold reader text. */
export function quotedBody(path: string, text: string): string {
  if (mayHoldReaderText(path))
    return `a body of ${Buffer.byteLength(text)} bytes (not quoted: it may hold what readers typed)`
  return `"${excerpt(text)}"`
}

/**
 * A contract break, field by field: the path of each field and what was wrong with it (`hits: expected
 * number, got string`, `messages.0.role: missing`), never the value. Zod's messages name the expected
 * and the received type, not the input.
 */
export function contractProblems(error: z.ZodError): string {
  const problems = error.issues.map(issue => {
    const what = issue.message
      .replace(/^Invalid input: expected (.+), received undefined$/, 'missing (expected $1)')
      .replace(/^Invalid input: expected (.+), received (.+)$/, 'expected $1, got $2')
    return `${issue.path.map(String).join('.') || '(root)'}: ${what}`
  })
  return forLog(problems.join('; '), 600)
}

/**
 * The API's own error message, from either error shape, or a short excerpt of a non-JSON body. From a
 * path whose answers may hold reader text, the message passes the runtime gate and a body that is not
 * the error shape is not quoted.
 */
export function apiMessageOf(
  text: string,
  path = '',
  redactUntyped?: (text: string) => string
): string | undefined {
  const readers = mayHoldReaderText(path)
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text))
    if (parsed.success) {
      const details = (parsed.data.details ?? []).map(d => d.message).filter(Boolean)
      const message = [parsed.data.error, ...details].filter(Boolean).join(': ')
      if (message && !readers) return excerpt(message, 500)
      // Without the runtime gate at hand, an answer that may hold reader text keeps its message to itself.
      if (message && redactUntyped) return excerpt(redactUntyped(message), 500)
    }
  } catch {
    // not JSON: fall through to the excerpt
  }
  if (readers) return text.trim() ? `(${quotedBody(path, text)})` : undefined
  const short = excerpt(text)
  return short ? `"${short}"` : undefined
}

/** A job id in plain text: a `job_…` token, or a whole body that is one id-like token (letters and digits). */
const JOB_TOKEN = /\bjob_[A-Za-z0-9_-]{1,120}\b/
const ID_LIKE = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{6,128}$/

/**
 * The job id in a 2xx body that broke the contract (`{"id":"job_77","status":"queued"}`, `{"id":"x"}`,
 * plain text), if a plausible one is there. A 2xx to a create means the job may exist, so its id must
 * not be lost. Undefined when there is none, or when it is not plausible or holds the key.
 */
export function salvageJobId(text: string): string | undefined {
  let candidate: unknown
  try {
    const json: unknown = JSON.parse(text)
    candidate = typeof json === 'object' && json !== null ? (json as { id?: unknown }).id : undefined
  } catch {
    const trimmed = text.trim()
    candidate = ID_LIKE.test(trimmed) ? trimmed : JOB_TOKEN.exec(trimmed)?.[0]
  }
  return isUsableJobId(candidate) && redact(candidate) === candidate ? candidate : undefined
}
