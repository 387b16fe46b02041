import { isAbsolute, join, resolve } from 'node:path'
import { promptFromFile } from './agent/prompt-file.js'
import { forkWithoutSecrets } from './github/fork.js'
import { tmpdir } from 'node:os'
import { z } from 'zod'
import { resolveDate } from './analytics/dates.js'

// Every input is read and validated here, once, into one typed object. All problems are reported
// together, each naming its input, and before any request is sent.

export const FAIL_ON_VALUES = ['failed', 'archived', 'no-pr', 'timeout'] as const
export type FailOn = (typeof FAIL_ON_VALUES)[number]
export const EXPORT_FORMATS = ['csv', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
export const PR_UPDATES = ['follow-up', 'new-job'] as const
export type PrUpdates = (typeof PR_UPDATES)[number]

interface CommonInputs {
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

export interface AnalyticsInputs extends CommonInputs {
  mode: 'analytics'
  dateFrom: string
  dateTo: string
  pageSize: number
  formats: ExportFormat[]
  outputDir: string
  /** Undefined: no upload. */
  artifactName?: string
  retentionDays?: number
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

export type ReadInput = (name: string) => string

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
/** The characters @actions/artifact refuses in a name: caught here, before the export spends requests. */
const ARTIFACT_NAME_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/']
const WRONG_KEY_KINDS: [prefix: string, kind: string][] = [
  ['mint_dsc_', 'an assistant (mint_dsc_) key'],
  ['mint_us_', 'an index (mint_us_) key']
]

const booleanInput = z
  .enum(['true', 'True', 'TRUE', 'false', 'False', 'FALSE'])
  .transform(v => v.toLowerCase() === 'true')
const numberInput = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a number')
  .transform(Number)

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

/** Collects problems across fields so one run reports all of them. */
class Reader {
  readonly problems: string[] = []
  constructor(readonly read: ReadInput) {}

  raw(name: string): string {
    return this.read(name).trim()
  }

  parse<T>(name: string, schema: z.ZodType<T, string>, fallback: string, hint = ''): T | undefined {
    const text = this.raw(name) || fallback
    const result = schema.safeParse(text)
    if (result.success) return result.data
    const why = result.error.issues[0]?.message ?? 'is invalid'
    this.problems.push(
      `\`${name}\` ${why.startsWith('must') ? why : `is invalid (${why})`}${hint}, got "${text}"`
    )
    return undefined
  }

  required(name: string, what: string): string {
    const text = this.raw(name)
    if (!text) this.problems.push(`\`${name}\` is required: ${what}`)
    return text
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
  const baseUrl = r.parse('base-url', baseUrlInput, 'https://api.mintlify.com')
  const timeoutMinutes = r.parse(
    'timeout-minutes',
    numberInput.pipe(
      z
        .number()
        .positive('must be more than 0')
        .max(7 * 24 * 60, 'must be at most 10080 (7 days)')
    ),
    '30',
    ' (minutes, decimals allowed)'
  )
  const common = {
    apiKey,
    projectId,
    baseUrl: baseUrl ?? '',
    timeoutMs: Math.round((timeoutMinutes ?? 0) * 60_000)
  }

  const inputs: Inputs | undefined =
    mode === 'analytics' ? analyticsInputs(r, common, env, now) : agentInputs(r, common, env)
  if (r.problems.length > 0 || !inputs) throw new InputError(r.problems)
  return { inputs, warnings }
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
    numberInput.pipe(z.number().min(1, 'must be at least 1')),
    '10',
    ' (seconds)'
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
    wait: r.parse('wait', booleanInput, 'true', ' (true or false)') ?? true,
    pollIntervalMs: Math.round((pollSeconds ?? 1) * 1000),
    failOn: new Set(failOnWords as FailOn[]),
    eventContext: r.parse('event-context', booleanInput, 'true', ' (true or false)') ?? true,
    prUpdates: prUpdates ?? 'follow-up',
    commentOnPr: r.parse('comment-on-pr', booleanInput, 'true', ' (true or false)') ?? true,
    githubToken: r.raw('github-token')
  }
}

function analyticsInputs(
  r: Reader,
  common: CommonInputs,
  env: NodeJS.ProcessEnv,
  now: Date
): AnalyticsInputs {
  const dateHint = ': use YYYY-MM-DD, an ISO 8601 date-time with a zone, today, yesterday or -Nd'
  const dateFromText = r.raw('date-from') || '-7d'
  const dateToText = r.raw('date-to') || 'today'
  const dateFrom = resolveDate(dateFromText, now)
  const dateTo = resolveDate(dateToText, now)
  if (!dateFrom) r.problems.push(`\`date-from\` "${dateFromText}" is not a date${dateHint}`)
  if (!dateTo) r.problems.push(`\`date-to\` "${dateToText}" is not a date${dateHint}`)
  if (dateFrom && dateTo && dateFrom.instant >= dateTo.instant) {
    r.problems.push(
      `\`date-from\` (${dateFrom.value}) must be before \`date-to\` (${dateTo.value}); date-to is exclusive`
    )
  }
  const pageSize = r.parse(
    'page-size',
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number from 1 to 250')
      .transform(Number)
      .pipe(z.number().min(1, 'must be from 1 to 250').max(250, 'must be from 1 to 250')),
    '250'
  )
  const formatWords = listOf(r.raw('format') || 'csv,json')
  const badFormats = formatWords.filter(w => !(EXPORT_FORMATS as readonly string[]).includes(w))
  if (badFormats.length > 0 || formatWords.length === 0) {
    r.problems.push(`\`format\` must be csv, json or csv,json, got "${r.raw('format')}"`)
  }
  const retentionText = r.raw('retention-days')
  const retentionDays = retentionText
    ? r.parse(
        'retention-days',
        z
          .string()
          .regex(/^\d+$/, 'must be a whole number from 1 to 90')
          .transform(Number)
          .pipe(z.number().min(1, 'must be from 1 to 90').max(90, 'must be from 1 to 90')),
        ''
      )
    : undefined
  const artifactName = r.raw('artifact-name') || undefined
  const forbidden = ARTIFACT_NAME_FORBIDDEN.filter(ch => artifactName?.includes(ch))
  if (forbidden.length > 0) {
    const list = forbidden.map(ch => JSON.stringify(ch)).join(', ')
    r.problems.push(`\`artifact-name\` must not contain ${list}, got ${JSON.stringify(artifactName)}`)
  }
  const outputDirText = r.raw('output-dir')
  const outputDir = outputDirText
    ? isAbsolute(outputDirText)
      ? outputDirText
      : resolve(env.GITHUB_WORKSPACE ?? process.cwd(), outputDirText)
    : join(env.RUNNER_TEMP || tmpdir(), 'page-views')
  return {
    ...common,
    mode: 'analytics',
    dateFrom: dateFrom?.value ?? '',
    dateTo: dateTo?.value ?? '',
    pageSize: pageSize ?? 250,
    formats: EXPORT_FORMATS.filter(f => formatWords.includes(f)),
    outputDir,
    artifactName,
    retentionDays
  }
}

function listOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\s]+/)
        .map(w => w.trim().toLowerCase())
        .filter(Boolean)
    )
  ]
}
