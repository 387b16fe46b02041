import { z } from 'zod'
import { registerSecret } from '../../../kernel/safe-text.js'
import { READER_TEXT_MODES, type ReaderTextMode } from '../../../kernel/reader-text.js'
import type { InputParser } from '../../../kernel/inputs/parser.js'
import type { GapsOptions } from '../input-types.js'

// The docs-gap loop's inputs: `gaps`, `gaps-agent`, `reader-text`, `assistant-api-key`, `docs-domain`
// and `score-threshold`. Every mistake is an input error naming its input, before any request.

export const GAPS_INPUTS = {
  gaps: 'false',
  'gaps-agent': '0',
  'reader-text': 'redact',
  'assistant-api-key': undefined,
  'docs-domain': undefined,
  'score-threshold': '0.5'
} as const

type Name = keyof typeof GAPS_INPUTS | 'report-issue'

/** The most gaps one agent job is asked to close: a prompt a person can still review as one change. */
export const MAX_GAPS_AGENT = 20

/** A host name: letters, digits, dots and dashes, with at least one dot or `localhost`. */
const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i

export function gapsInputs(r: InputParser<Name>): GapsOptions {
  const readerText =
    r.parse('reader-text', z.enum(READER_TEXT_MODES, { message: 'must be `redact`, `omit` or `keep`' })) ??
    'redact'
  const agentText = r.value('gaps-agent')
  let gapsAgent = 0
  if (!/^\d+$/.test(agentText) || Number(agentText) > MAX_GAPS_AGENT) {
    r.problems.push(
      `\`gaps-agent\` must be a whole number from 0 (off) to ${MAX_GAPS_AGENT}: how many of the top gaps one agent job is asked to close, got ${JSON.stringify(agentText)}`
    )
  } else gapsAgent = Number(agentText)
  if (gapsAgent > 0 && !r.raw('report-issue')) {
    r.problems.push(
      '`gaps-agent` needs `report-issue`: the issue records the job, so a re-run for the same period does not create a second one. Set `report-issue` to a title (e.g. "Docs gaps: weekly")'
    )
  }
  const assistantKey = assistantApiKey(r)
  const docsDomain = docsDomainOf(r)
  if (assistantKey && !docsDomain)
    r.problems.push(
      '`assistant-api-key` needs `docs-domain`: the domain of the docs site the search checks, such as docs.example.com'
    )
  const scoreThreshold = r.parse(
    'score-threshold',
    z
      .string()
      .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/, 'must be a number from 0 to 1, such as 0.5')
      .transform(Number)
  )
  return {
    // `gaps-agent` asks for the gaps: it cannot close gaps it did not find.
    gaps: r.flag('gaps') || gapsAgent > 0,
    gapsAgent,
    readerText: readerText as ReaderTextMode,
    assistantApiKey: assistantKey,
    docsDomain,
    scoreThreshold: scoreThreshold ?? 0.5
  }
}

/** `assistant-api-key`: an assistant key (`mint_dsc_…`), never the admin key. */
function assistantApiKey(r: InputParser<Name>): string | undefined {
  const key = r.raw('assistant-api-key')
  if (!key) return undefined
  registerSecret(key)
  if (key.startsWith('mint_dsc_')) return key
  if (key.startsWith('mint_'))
    r.problems.push(
      '`assistant-api-key` is an admin key (mint_…); the search endpoint needs an assistant key (mint_dsc_…) from the API keys page. Keep the admin key in `api-key`'
    )
  else
    r.problems.push(
      '`assistant-api-key` must be an assistant key, which starts with mint_dsc_ (from the API keys page of the dashboard)'
    )
  return undefined
}

/** `docs-domain`: the docs site's host name alone (`docs.example.com`), no scheme, path or port. */
function docsDomainOf(r: InputParser<Name>): string | undefined {
  const text = r.raw('docs-domain')
  if (!text) return undefined
  if (DOMAIN.test(text)) return text.toLowerCase()
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(text)?.[1] ?? text.split(/[/?#:]/)[0]
  const hint = host && DOMAIN.test(host) ? `: pass ${JSON.stringify(host)}` : ''
  r.problems.push(
    `\`docs-domain\` must be the docs site's domain alone, without a scheme, a path or a port (such as docs.example.com)${hint}, got ${JSON.stringify(text)}`
  )
  return undefined
}
