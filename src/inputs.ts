import { z } from 'zod'
import { promptFromFile } from './agent/prompt-file.js'
import type { DatasetName } from './analytics/model.js'
import { forkWithoutSecrets } from './github/fork.js'
import { analyticsInputs } from './input-analytics.js'
import { ignoredInputsWarning } from './input-modes.js'
import { booleanInput, listOf, numberInput, Reader, type ReadInput } from './input-reader.js'

// Every input is read and validated here, once, into one typed object. All problems are reported
// together, each naming its input, and before any request is sent. The analytics inputs are parsed in
// input-analytics.ts, the shared reader lives in input-reader.ts, which mode reads what in input-modes.ts.

export type { ReadInput }

export const FAIL_ON_VALUES = ['failed', 'archived', 'no-pr', 'timeout'] as const
export type FailOn = (typeof FAIL_ON_VALUES)[number]
export const EXPORT_FORMATS = ['csv', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
export const PR_UPDATES = ['follow-up', 'new-job'] as const
export type PrUpdates = (typeof PR_UPDATES)[number]

export interface CommonInputs {
  apiKey: string
  projectId: string
  baseUrl: string
  timeoutMs: number
}

export interface AgentInputs extends CommonInputs {
  mode: 'agent'
  prompt?: string
  jobId?: string
  wait: boolean
  pollIntervalMs: number
  failOn: ReadonlySet<FailOn>
  /** `event-context`: append the pull request, push or release context to the prompt. */
  eventContext: boolean
  /** `pr-updates`: on a pull request that already has a job, follow it up or create a new one. */
  prUpdates: PrUpdates
  commentOnPr: boolean
  githubToken: string
}

/** The report's extras (issue 12): each costs requests only when asked for. */
export interface ReportOptions {
  /** `previous-period`: one limit=1 request per exported dataset with totals (views, visitors, searches). */
  compare: 'previous-period' | 'none'
  /** One request per day of the range (per dataset with totals) for the trend and daily.csv/json. */
  daily: boolean
  /** A previous export's page-views.json, or the folder holding it; gives per-page comparisons for free. */
  previousExport?: string
  /** Fetch the previous period's per-page views: ceil(pages / 250) requests. */
  comparePages: boolean
}

export interface AnalyticsInputs extends CommonInputs, ReportOptions {
  mode: 'analytics'
  dateFrom: string
  dateTo: string
  pageSize: number
  formats: ExportFormat[]
  outputDir: string
  /** Undefined: no upload. */
  artifactName?: string
  retentionDays?: number
  /** In the order of DATASETS. */
  datasets: DatasetName[]
  /** Keep feedback `contact` (an email address). */
  includeContact: boolean
  /** Undefined: no limit but the API's. */
  maxRequests?: number
  /** A checkpoint to continue, absolute. */
  resumeFrom?: string
  /** An export that stopped early does not fail the step. */
  allowIncomplete: boolean
}

export type Inputs = AgentInputs | AnalyticsInputs

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
  const text = r.raw('base-url') || 'https://api.mintlify.com'
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
  now: Date = new Date()
): { inputs: Inputs; warnings: string[] } {
  const r = new Reader(read)
  const warnings: string[] = []

  // An empty key on a fork's pull request is GitHub withholding secrets, not a typo: say so.
  const fork = r.raw('api-key') ? undefined : forkWithoutSecrets(env)
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
  const mode = r.parse(
    'mode',
    z.enum(['agent', 'analytics'], { message: 'must be `agent` or `analytics`' }),
    'agent'
  )
  const baseUrl = parseBaseUrl(r)
  const timeoutMinutes = r.parse(
    'timeout-minutes',
    numberInput('minutes, such as 30 or 0.5').pipe(
      z
        .number()
        .positive('must be more than 0 minutes')
        .max(7 * 24 * 60, 'must be at most 10080 minutes, which is 7 days')
    ),
    '30'
  )
  const common = {
    apiKey,
    projectId,
    baseUrl: baseUrl ?? '',
    timeoutMs: Math.round((timeoutMinutes ?? 0) * 60_000)
  }

  // An unknown mode is the only mode-level problem reported: the other mode's checks would be noise.
  const inputs: Inputs | undefined =
    mode === 'analytics'
      ? analyticsInputs(r, common, env, now)
      : mode === 'agent'
        ? agentInputs(r, common, env)
        : undefined
  if (r.problems.length > 0 || !inputs) throw new InputError(r.problems)
  const ignored = ignoredInputsWarning(inputs.mode, read)
  return { inputs, warnings: [...warnings, ...(ignored ? [ignored] : []), ...r.warnings] }
}

function agentInputs(r: Reader, common: CommonInputs, env: NodeJS.ProcessEnv): AgentInputs {
  const promptText = r.read('prompt')
  const promptFile = r.raw('prompt-file')
  let prompt = promptText.trim() ? promptText.trim() : undefined
  if (promptText && !promptText.trim() && !promptFile) {
    r.problems.push(
      '`prompt` is blank (only spaces or newlines): give the instruction, or leave `prompt` out with `job-id` to wait for a job'
    )
  } else if (promptFile && promptText.trim()) {
    r.problems.push('`prompt` and `prompt-file` are both given: use one of them')
  } else if (promptFile) {
    const read = promptFromFile(promptFile, env)
    if ('problem' in read) r.problems.push(read.problem)
    else prompt = read.prompt
  }
  const jobId = r.raw('job-id') || undefined
  if (prompt === undefined && jobId === undefined && !promptFile && !promptText) {
    r.problems.push(
      '`prompt` or `job-id` is required: `prompt` creates a job, `job-id` waits for one, both send a follow-up'
    )
  }
  const prUpdates = r.parse(
    'pr-updates',
    z.enum(PR_UPDATES, { message: 'must be `follow-up` or `new-job`' }),
    'follow-up'
  )
  const pollSeconds = r.parse(
    'poll-interval-seconds',
    numberInput('seconds, such as 10').pipe(z.number().min(1, 'must be at least 1 second')),
    '10'
  )
  // An empty input means the default (the runner cannot tell empty from unset); `none` fails on nothing.
  const failOnWords = listOf(r.raw('fail-on') || 'failed,timeout').filter(w => w !== 'none')
  const unknown = failOnWords.filter(w => !(FAIL_ON_VALUES as readonly string[]).includes(w))
  if (unknown.length > 0) {
    const words = unknown.map(w => `"${w}"`).join(', ')
    r.problems.push(`\`fail-on\` has unknown value(s) ${words}: use ${FAIL_ON_VALUES.join(', ')} or none`)
  }
  return {
    ...common,
    mode: 'agent',
    prompt,
    jobId,
    wait: r.parse('wait', booleanInput, 'true') ?? true,
    pollIntervalMs: Math.round((pollSeconds ?? 1) * 1000),
    failOn: new Set(failOnWords as FailOn[]),
    eventContext: r.parse('event-context', booleanInput, 'true') ?? true,
    prUpdates: prUpdates ?? 'follow-up',
    commentOnPr: r.parse('comment-on-pr', booleanInput, 'true') ?? true,
    githubToken: r.raw('github-token')
  }
}
