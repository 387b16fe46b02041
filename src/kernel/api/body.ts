import type { Dispatcher } from 'undici'
import { forLog, isUsableJobId, redact } from '../safe-text.js'
import { apiErrorBodySchema } from './schemas.js'

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

/** The API's own error message, from either error shape, or a short excerpt of a non-JSON body. */
export function apiMessageOf(text: string): string | undefined {
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text))
    if (parsed.success) {
      const details = (parsed.data.details ?? []).map(d => d.message).filter(Boolean)
      const message = [parsed.data.error, ...details].filter(Boolean).join(': ')
      if (message) return excerpt(message, 500)
    }
  } catch {
    // not JSON: fall through to the excerpt
  }
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
