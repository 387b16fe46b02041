import { z } from 'zod'
import { forkWithoutSecrets } from '../trigger/fork.js'
import { readTrigger, type Trigger } from '../trigger/index.js'
import { InputParser, numberInput, type InputSource } from './parser.js'
import { COMMON_INPUTS, ignoredInputsWarning, readsCommon, type InputSpec } from './registry.js'
import type { CommonInputs } from './types.js'

// Every input is read and validated here, once, into one typed object. All problems are reported
// together, each naming its input, and before any request is sent. This file reads the inputs every
// mode shares, then hands the InputParser to the mode's own parser (modes/<mode>/inputs.ts, named by
// the mode's definition); parser.ts holds InputParser, registry.ts which mode reads which input and
// every default, types.ts the common objects.

export type { InputSource }
export * from './types.js'

export class InputError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `Invalid input: ${problems[0]}`
        : `Invalid inputs:\n${problems.map(p => `  - ${p}`).join('\n')}`
    )
    this.name = 'InputError'
  }
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]'])
const WRONG_KEY_KINDS: readonly [prefix: string, kind: string][] = [
  ['mint_dsc_', 'an assistant (mint_dsc_) key'],
  ['mint_us_', 'an index (mint_us_) key']
]

const baseUrlInput = z.string().transform((text, ctx) => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an absolute URL such as https://api.mintlify.com' })
    return z.NEVER
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol !== 'https:' && !loopbackHttp) {
    ctx.addIssue({
      code: 'custom',
      message: 'must use https:// (http:// only for 127.0.0.1, localhost or [::1])'
    })
  } else if (url.username || url.password || url.search || url.hash) {
    ctx.addIssue({ code: 'custom', message: 'must not contain credentials, a query or a fragment' })
  }
  return url.toString().replace(/\/+$/, '')
})

/** `base-url`, whose error shows the URL without its credentials or query (they may hold a token). */
function parseBaseUrl(r: InputParser): string | undefined {
  const text = r.value('base-url')
  const result = baseUrlInput.safeParse(text)
  if (result.success) return result.data
  const why = result.error.issues[0]?.message ?? 'is invalid'
  r.problems.push(`\`base-url\` ${why}, got "${urlForMessage(text)}"`)
  return undefined
}

/** A URL as it can be shown in a message: userinfo, query and fragment replaced by `***`. */
export function urlForMessage(text: string): string {
  try {
    const url = new URL(text)
    if (url.username || url.password) url.username = '***'
    url.password = ''
    if (url.search) url.search = '***'
    if (url.hash) url.hash = '***'
    return url.toString()
  } catch {
    // Not a URL: still hide anything that looks like credentials or a query.
    return text.replace(/\/\/[^/@]*@/, '//***@').replace(/[?#].*$/, '?***')
  }
}

/** What a mode's parser receives besides its InputParser: the parsed common inputs, the environment, now. */
export interface ParseContext {
  common: CommonInputs
  env: NodeJS.ProcessEnv
  now: Date
  trigger: Trigger
}

/** A mode's inputs as the InputParser sees them: its spec and its parser (part of its definition). */
export interface ModeInputs<I> extends InputSpec {
  parse(r: InputParser, context: ParseContext): I
}

/** `api-key`: required, an admin key on one line; a problem or a warning otherwise. */
function parseApiKey(r: InputParser, trigger: Trigger, warnings: string[]): string {
  // An empty key on a fork's pull request is GitHub withholding secrets, not a typo: say so.
  const fork = r.raw('api-key') ? undefined : forkWithoutSecrets(trigger)
  if (fork) r.problems.push(fork)
  const apiKey = fork
    ? ''
    : r.required('api-key', 'pass the admin API key from a secret, e.g. ${{ secrets.MINTLIFY_API_KEY }}')
  const wrongKind = WRONG_KEY_KINDS.find(([prefix]) => apiKey.startsWith(prefix))
  if (wrongKind) {
    r.problems.push(
      `\`api-key\` is ${wrongKind[1]}; this API needs an admin key (mint_…) from the API keys page`
    )
    // undici refuses such a header only once the request is under way; say so before any request.
    // eslint-disable-next-line no-control-regex
  } else if (/[\u0000-\u001f\u007f]/.test(apiKey)) {
    r.problems.push(
      '`api-key` contains a line break or another control character: copy the key again into the secret, on one line'
    )
  } else if (apiKey && !apiKey.startsWith('mint_')) {
    warnings.push(
      '`api-key` does not start with `mint_`; Mintlify admin keys do. Continuing in case the API accepts it.'
    )
  }
  return apiKey
}

/**
 * The inputs of the mode `mode` names among `modes` (a sub-action's front end passes its one mode; the
 * root action the one its `mode` input names). `specs` are every mode the front end offers, loaded or
 * not: `mode` must name one of them, and an input only another of them reads is warned about.
 * Throws an InputError with every problem, each naming its input.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function parseModeInputs<M extends ModeInputs<any>>(
  modes: readonly M[],
  readInput: InputSource,
  env: NodeJS.ProcessEnv = process.env,
  now: Date = new Date(),
  /** What started the run: main.ts reads it once and passes it here and to the mode. */
  trigger: Trigger = readTrigger(env),
  specs: readonly InputSpec[] = modes
): { inputs: ReturnType<M['parse']>; definition: M; warnings: string[] } {
  const r = new InputParser(readInput, COMMON_INPUTS)
  const warnings: string[] = []
  // The mode named, looked up before it is validated below: the common inputs it reads are checked.
  const named = specs.find(m => m.name === r.value('mode'))
  const apiKey = readsCommon(named, 'api-key') ? parseApiKey(r, trigger, warnings) : ''
  const projectId = readsCommon(named, 'project-id')
    ? r.required('project-id', 'the project id from the API keys page of the dashboard')
    : ''
  const names = specs.map(m => m.name)
  const modeList = `${names
    .slice(0, -1)
    .map(m => `\`${m}\``)
    .join(', ')} or \`${names[names.length - 1]}\``
  const mode = r.parse('mode', z.enum(names as [string, ...string[]], { message: `must be ${modeList}` }))
  const baseUrl = readsCommon(named, 'base-url') ? parseBaseUrl(r) : COMMON_INPUTS['base-url']
  const timeoutMinutes = r.parse(
    'timeout-minutes',
    numberInput('minutes, such as 30 or 0.5').pipe(
      z
        .number()
        .positive('must be more than 0 minutes')
        .max(7 * 24 * 60, 'must be at most 10080 minutes, which is 7 days')
    )
  )
  // A `??` below only completes the type: a value that failed has its problem recorded, and
  // parseInputs throws before returning.
  const common = {
    apiKey,
    projectId,
    baseUrl: baseUrl ?? '',
    timeoutMs: Math.round((timeoutMinutes ?? 0) * 60_000)
  }

  // An unknown mode is the only mode-level problem reported: the other modes' checks would be noise.
  const definition = modes.find(m => m.name === mode)
  if (mode && !definition) r.problems.push(`\`mode\` names ${mode}, whose code this entry did not load`)
  const inputs = definition?.parse(r.forMode(definition.inputs), { common, env, now, trigger })
  if (r.problems.length > 0 || !definition || !inputs) throw new InputError(r.problems)
  const ignored = ignoredInputsWarning(specs, definition.name, readInput)
  return { inputs, definition, warnings: [...warnings, ...(ignored ? [ignored] : []), ...r.warnings] }
}
