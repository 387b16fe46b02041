import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { registerSecret } from '../../../kernel/safe-text.js'
import { READER_TEXT_MODES, type ReaderTextMode } from '../../../kernel/reader-text.js'
import type { InputParser } from '../../../kernel/inputs/parser.js'
import type { GapsOptions } from '../input-types.js'

// The docs-gap loop's inputs: `gaps`, `gaps-agent`, `reader-text`, `assistant-api-key`, `docs-domain`,
// `score-threshold`, `previous-api-key` and `history-dir`. Every mistake is an input error naming its input, before
// any request.

export const GAPS_INPUTS = {
  gaps: 'false',
  'gaps-agent': '0',
  'reader-text': 'redact',
  'assistant-api-key': undefined,
  'docs-domain': undefined,
  'score-threshold': '0.5',
  'previous-api-key': undefined,
  'history-dir': undefined
} as const

type Name = keyof typeof GAPS_INPUTS | 'report-issue'

/** The most gaps one agent job is asked to close: a prompt a person can still review as one change. */
export const MAX_GAPS_AGENT = 20

/** A domain identifier: one label of letters, digits and dashes, as in `{domain}.mintlify.site`. */
const IDENTIFIER = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
/** The hosts Mintlify serves a site at: their first label is the identifier. */
const MINTLIFY_HOST = /^([^.]+)\.mintlify\.(?:site|app)$/i

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
  const historyDir = historyDirOf(r)
  if (gapsAgent > 0 && !r.raw('report-issue') && !r.raw('history-dir')) {
    r.problems.push(
      '`gaps-agent` needs `report-issue` or `history-dir`: the issue (or the folder) records the job, so a re-run for the same period does not create a second one. Set `report-issue` to a title (e.g. "Docs gaps: weekly"), or `history-dir` to a folder that stays from run to run'
    )
  }
  const assistantKey = assistantApiKey(r)
  const docsDomain = docsDomainOf(r)
  if (assistantKey && !docsDomain)
    r.problems.push(
      "`assistant-api-key` needs `docs-domain`: the domain identifier of the docs site the search checks, the last part of the dashboard's URL (app.mintlify.com/{organization}/{domain})"
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
    scoreThreshold: scoreThreshold ?? 0.5,
    previousApiKey: previousApiKey(r),
    historyDir
  }
}

/** `history-dir`: a folder (made when missing), never a file; relative to the working directory. */
function historyDirOf(r: InputParser<Name>): string | undefined {
  const text = r.raw('history-dir')
  if (!text) return undefined
  const dir = resolve(text)
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    r.problems.push(
      `\`history-dir\` must be a folder (it is made when missing), got the file ${JSON.stringify(text)}`
    )
    return undefined
  }
  return dir
}

/** `previous-api-key`: the key `api-key` replaced, whose seal on the loop's state still opens. */
function previousApiKey(r: InputParser<Name>): string | undefined {
  const key = r.raw('previous-api-key')
  if (!key) return undefined
  registerSecret(key)
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) {
    r.problems.push(
      '`previous-api-key` contains a line break or another control character: copy the old key again into the secret, on one line'
    )
    return undefined
  }
  return key
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

/**
 * `docs-domain`: the domain identifier the discovery API takes (`acme`), the last part of the
 * dashboard's URL; `acme.mintlify.site` and `acme.mintlify.app` give their first label. A custom host
 * (docs.example.com) is refused: the search knows the site by its identifier, not by its host.
 */
function docsDomainOf(r: InputParser<Name>): string | undefined {
  const text = r.raw('docs-domain')
  if (!text) return undefined
  const host = (/^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(text)?.[1] ?? text).replace(/\/+$/, '')
  const identifier = MINTLIFY_HOST.exec(host)?.[1] ?? host
  if (IDENTIFIER.test(identifier)) return identifier.toLowerCase()
  r.problems.push(
    `\`docs-domain\` must be the domain identifier, the last part of the dashboard's URL (app.mintlify.com/{organization}/{domain}), such as \`acme\` (\`acme.mintlify.site\` is accepted too); a custom host is not an identifier, got ${JSON.stringify(text)}`
  )
  return undefined
}
