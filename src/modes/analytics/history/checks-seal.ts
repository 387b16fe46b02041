import { z } from 'zod'
import { asReaderText, type ReaderText } from '../../../kernel/publish/reader-text.js'
import { boxKeys, openBox, sealBox } from '../../../kernel/seal.js'
import type { DateRange } from '../datasets/model.js'
import { periodFolder } from '../gaps/dir-store.js'

// A period's gaps.sealed: its gaps' wordings (reader text) by key, encrypted with a key derived from
// the API key (`previous-api-key` opens it too) and bound to the project and the period's folder, so a
// copy in another period or project does not open. The checks are its only reader: the wordings go to
// the discovery search and nowhere else.

const PURPOSE = 'docs-agent-action history gap wordings v1'
const wordingsSchema = z.object({
  v: z.literal(1),
  gaps: z.array(z.object({ key: z.string().max(80), text: z.string().max(10_000) })).max(500)
})

export interface WordingKeys {
  apiKey: string
  previousApiKey?: string
  projectId: string
}

const keysOf = (k: WordingKeys) => boxKeys(PURPOSE, [k.apiKey, k.previousApiKey])
const boundOf = (k: WordingKeys, period: DateRange) => `${k.projectId}\n${periodFolder(period)}`

/** The bytes of gaps.sealed for `period`: each gap's key and wording, as the sealed place keeps it. */
export function sealGapWordings(
  keys: WordingKeys,
  period: DateRange,
  gaps: readonly { key: string; text: ReaderText }[]
): Uint8Array {
  // Sealed, never shown: the wording is encrypted as the gate's sealed place gave it.
  const plain = { v: 1, gaps: gaps.map(g => ({ key: g.key, text: g.text as unknown as string })) }
  return sealBox(keysOf(keys), Buffer.from(JSON.stringify(plain), 'utf8'), boundOf(keys, period))
}

/** The wordings gaps.sealed holds by key; undefined when its seal does not open for this project and key. */
export function openGapWordings(
  keys: WordingKeys,
  period: DateRange,
  sealed: Uint8Array
): Map<string, ReaderText> | undefined {
  const opened = openBox(keysOf(keys), Buffer.from(sealed), boundOf(keys, period))
  if (!opened) return undefined
  let json: unknown
  try {
    json = JSON.parse(opened.plaintext.toString('utf8'))
  } catch {
    return undefined
  }
  const parsed = wordingsSchema.safeParse(json)
  if (!parsed.success) return undefined
  return new Map(parsed.data.gaps.map(g => [g.key, asReaderText(g.text)]))
}
