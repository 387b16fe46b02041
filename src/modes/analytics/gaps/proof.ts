import { z } from 'zod'
import { DocsApiClient } from '../../../kernel/api/client.js'
import { isApiError } from '../../../kernel/api/errors.js'
import type { PublicationGate } from '../../../kernel/publish/gate.js'
import type { ReaderText } from '../../../kernel/publish/reader-text.js'
import type { GapsRunOptions } from '../input-types.js'

// "Found now": last period's gaps through the assistant's search (discovery API, its own 10,000 an
// hour budget, an assistant key). A gap whose query returns a page at or above `score-threshold` is
// found now, with that page.

/** At most this many gaps are checked per run. */
export const MAX_CHECKS = 20

const resultsSchema = z.array(
  z.object({ path: z.string().catch(''), content: z.string().catch('') }).passthrough()
)

export interface ProofResult {
  checked: number
  found: number
  pages: { key: string; text: ReaderText; page: string }[]
  /**
   * Why the check failed (which call, what the API said, what to fix): then its counts are no result
   * and are not reported.
   */
  failure?: string
}

/** What to do about a failed search, by the API's answer. */
function fixFor(error: unknown, domain: string): string {
  const status = isApiError(error) ? error.status : undefined
  if (status === 401 || status === 403)
    return 'The search refused `assistant-api-key`: create an assistant key (mint_dsc_…) on the API keys page of the dashboard and put it in the secret.'
  if (status === 404)
    return `The search knows no docs site "${domain}": \`docs-domain\` is the domain identifier, the last part of the dashboard's URL (app.mintlify.com/{organization}/{domain}).`
  return 'The next run checks these gaps again.'
}

export async function checkFoundNow(
  options: GapsRunOptions,
  gaps: readonly { key: string; text: ReaderText }[],
  signal: AbortSignal,
  gate: PublicationGate
): Promise<ProofResult> {
  const client = new DocsApiClient({
    baseUrl: `${options.baseUrl}/discovery`,
    apiKey: options.assistantApiKey as string
  })
  const result: ProofResult = { checked: 0, found: 0, pages: [] }
  try {
    for (const gap of gaps.slice(0, MAX_CHECKS)) {
      // A page gap (p-…) is a path, not a query: readers' thumbs say more than a search can.
      if (gap.key.startsWith('p-')) continue
      const body = { query: gate.show(gap.text, 'api'), pageSize: 3, scoreThreshold: options.scoreThreshold }
      const results = await client.request(
        'POST',
        ['v1', 'search', options.docsDomain as string],
        body,
        resultsSchema,
        { signal }
      )
      result.checked++
      const page = results.find(r => r.path)
      if (page) {
        result.found++
        result.pages.push({ key: gap.key, text: gap.text, page: page.path })
      }
    }
  } catch (error) {
    const domain = options.docsDomain as string
    result.failure =
      `the check failed: the discovery search (POST /discovery/v1/search/${domain}) failed after ${result.checked} check(s), ` +
      `${gate.showCaught(error, 'log')}. ${fixFor(error, domain)}`
  } finally {
    await client.close()
  }
  return result
}
