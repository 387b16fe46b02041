// The fetch Octokit uses for every GitHub call: the answer is read here, decoded, and counted as it
// arrives; past MAX_GITHUB_RESPONSE_BYTES the read stops and the call fails. A small gzip reply that
// inflates to gigabytes (a broken proxy, a hostile GitHub Enterprise host) then costs a few megabytes,
// not the runner's memory. The whole body is read before Octokit sees the response, because Octokit
// turns a body that fails half-way into an empty success.

/**
 * The largest answer any call of this action needs: a page of 100 comments of at most 65,536
 * characters each, in UTF-8 and JSON-escaped, stays well under it.
 */
export const MAX_GITHUB_RESPONSE_BYTES = 32 * 1024 * 1024

export class ResponseTooLargeError extends Error {
  constructor(limit: number) {
    super(
      `GitHub's answer is larger than ${Math.round(limit / (1024 * 1024))} MB (the limit); it was not read`
    )
    this.name = 'ResponseTooLargeError'
  }
}

const NO_BODY: ReadonlySet<number> = new Set([101, 204, 205, 304])

export function boundedFetch(limit = MAX_GITHUB_RESPONSE_BYTES): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    if (!response.body || NO_BODY.has(response.status)) return response
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        throw new ResponseTooLargeError(limit)
      }
      chunks.push(value)
    }
    const headers = new Headers(response.headers)
    // The body handed on is decoded: the encoding and length of the bytes on the wire no longer apply.
    headers.delete('content-encoding')
    headers.delete('content-length')
    const body = Buffer.concat(chunks)
    const copy = new Response(body, { status: response.status, statusText: response.statusText, headers })
    Object.defineProperty(copy, 'url', { value: response.url })
    return copy
  }
}
