import { z } from 'zod'
import { agentInputs } from '../../modes/agent/inputs.js'
import { analyticsInputs } from '../../modes/analytics/inputs.js'
import { automationInputs, deployInputs, previewInputs } from '../../modes/platform/inputs.js'
import { forkWithoutSecrets } from '../trigger/fork.js'
import { readTrigger, type Trigger } from '../trigger/index.js'
import { Reader, numberInput, type ReadInput } from './reader.js'
import { ignoredInputsWarning } from './registry.js'
import { MODES, type Inputs } from './types.js'

// Every input is read and validated here, once, into one typed object. All problems are reported
// together, each naming its input, and before any request is sent. This file reads the inputs both
// modes share; agent.ts and analytics.ts read each mode's own, reader.ts holds the shared reader,
// deploy.ts the inputs of deploy, preview and automation, registry.ts which mode reads which input and
// every default, types.ts the object the modes receive.

export type { ReadInput }
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

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const WRONG_KEY_KINDS: [prefix: string, kind: string][] = [
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
function parseBaseUrl(r: Reader): string | undefined {
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

export function parseInputs(
  read: ReadInput,
  env: NodeJS.ProcessEnv = process.env,
  now: Date = new Date(),
  /** What started the run: main.ts reads it once and passes it here and to the mode. */
  trigger: Trigger = readTrigger(env)
): { inputs: Inputs; warnings: string[] } {
  const r = new Reader(read)
  const warnings: string[] = []

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
  const projectId = r.required('project-id', 'the project id from the API keys page of the dashboard')
  const modeList = `${MODES.slice(0, -1)
    .map(m => `\`${m}\``)
    .join(', ')} or \`${MODES[MODES.length - 1]}\``
  const mode = r.parse('mode', z.enum(MODES, { message: `must be ${modeList}` }))
  const baseUrl = parseBaseUrl(r)
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
  const byMode = {
    agent: () => agentInputs(r, common, env, trigger),
    analytics: () => analyticsInputs(r, common, env, now),
    deploy: () => deployInputs(r, common),
    preview: () => previewInputs(r, common, trigger),
    automation: () => automationInputs(r, common)
  } satisfies Record<(typeof MODES)[number], () => Inputs>
  const inputs: Inputs | undefined = mode === undefined ? undefined : byMode[mode]()
  if (r.problems.length > 0 || !inputs) throw new InputError(r.problems)
  const ignored = ignoredInputsWarning(inputs.mode, read)
  return { inputs, warnings: [...warnings, ...(ignored ? [ignored] : []), ...r.warnings] }
}
