import { gunzipSync, gzipSync } from 'node:zlib'
import { z } from 'zod'
import { boxKeys, openBox, sealBox } from '../../../kernel/seal.js'
import { asReaderText, reworded, type ReaderText } from '../../../kernel/publish/reader-text.js'
import type { DateRange } from '../datasets/model.js'

// gaps.sealed: the period's gaps' wordings (reader text, redacted as every sealed place keeps it),
// gzip'd JSON encrypted with a key derived from the API key and bound to the project, the API and the
// period: a copy in another project's history, or moved to another period, does not open. The checks
// of later runs read it back to search the wordings again.

const PURPOSE = 'docs-agent-action history gaps v1'
/** A wording is kept to this many characters: a search query, not an essay. */
export const SEALED_TEXT_CHARS = 500

export interface SealedGap {
  key: string
  text: ReaderText
}

/** What a period's sealed gaps belong to. */
export interface SealedGapsAbout {
  projectId: string
  apiOrigin: string
  period: DateRange
}

const sealedSchema = z.object({
  v: z.literal(1),
  gaps: z.array(z.object({ key: z.string().max(80), text: z.string().max(SEALED_TEXT_CHARS) })).max(500)
})

const boundOf = (about: SealedGapsAbout) =>
  JSON.stringify([PURPOSE, about.projectId, about.apiOrigin, about.period.dateFrom, about.period.dateTo])

/** `api-key` first (it seals), then `previous-api-key` (it still opens). */
export const sealedGapsKeys = (apiKeys: readonly (string | undefined)[]) => boxKeys(PURPOSE, apiKeys)

/** The wordings sealed: `gaps` hold reader text as the gate's sealed place keeps it. */
export function sealGaps(apiKey: string, about: SealedGapsAbout, gaps: readonly SealedGap[]): Uint8Array {
  const kept = gaps.map(g => ({ key: g.key, text: reworded(g.text, t => t.slice(0, SEALED_TEXT_CHARS)) }))
  const plain = gzipSync(Buffer.from(JSON.stringify({ v: 1, gaps: kept }), 'utf8'))
  return sealBox(sealedGapsKeys([apiKey]), plain, boundOf(about))
}

/** The wordings back, as reader text; undefined when no key opens the box or what it holds is not ours. */
export function openSealedGaps(
  apiKeys: readonly (string | undefined)[],
  about: SealedGapsAbout,
  bytes: Uint8Array
): SealedGap[] | undefined {
  const opened = openBox(sealedGapsKeys(apiKeys), Buffer.from(bytes), boundOf(about))
  if (!opened) return undefined
  try {
    const parsed = sealedSchema.safeParse(JSON.parse(gunzipSync(opened.plaintext).toString('utf8')))
    return parsed.success
      ? parsed.data.gaps.map(g => ({ key: g.key, text: asReaderText(g.text) }))
      : undefined
  } catch {
    return undefined
  }
}
