import type { Dispatcher } from 'undici'

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

/** A short, single-line excerpt of a body for error messages. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}
