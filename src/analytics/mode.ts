import type { DocsApiClient } from '../api/client.js'
import type { AnalyticsInputs } from '../inputs.js'

// Placeholder until the analytics export lands (issue 3).
export async function analyticsMode(
  _inputs: AnalyticsInputs,
  _client: DocsApiClient,
  _signal: AbortSignal
): Promise<string | undefined> {
  return '`mode: analytics` is not supported yet.'
}
