import type { AnalyticsGet } from '../../src/modes/analytics/fetch/request-ledger.js'
import { DocsApiClient } from '../../src/kernel/api/client.js'
import { PROJECT, type TotalsServer } from '../../simulator/totals-server.js'

/** An AnalyticsGet on the real client, counting every HTTP attempt as the export's budget does. */
export function countedGet(server: TotalsServer): {
  get: AnalyticsGet
  attempts: () => number
  close: () => Promise<void>
} {
  // No retries: a 429 here stands for a budget that is spent.
  const client = new DocsApiClient({
    baseUrl: server.url,
    apiKey: 'mint_test_report_key',
    retry: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 1 }
  })
  let attempts = 0
  server.seen.length = 0
  return {
    get: (endpoint, query, schema) =>
      client.getAnalytics(PROJECT, endpoint, query, schema, { onAttempt: () => attempts++ }),
    attempts: () => attempts,
    close: () => client.close()
  }
}
