import { existsSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { tmpdir } from 'node:os'
import { z } from 'zod'
import { daysOf, resolveDate } from '../../kernel/time/dates.js'
import { listOf, type InputParser } from '../../kernel/inputs/parser.js'
import { ADMISSION_INPUTS, admissionRules } from '../../kernel/inputs/admission.js'
import type { CommonInputName } from '../../kernel/inputs/registry.js'
import {
  DATASETS,
  EXPORT_FORMATS,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  type FeedbackFilter,
  type ReportIssueTarget,
  type AnalyticsInputs,
  type ReportOptions
} from './input-types.js'
import { type CommonInputs } from '../../kernel/inputs/types.js'
import { GAPS_INPUTS, gapsInputs } from './gaps/inputs.js'
import { HISTORY_INPUTS, historyInputs } from './history/inputs.js'

/** Every input analytics mode reads besides the common ones, with action.yml's default. */
export const ANALYTICS_INPUTS = {
  'date-from': '-7d',
  'date-to': 'today',
  'page-size': '250',
  format: 'csv,json',
  'output-dir': undefined,
  // An empty `artifact-name` means "no upload" (as action.yml says), so the parser reads it as given,
  // without this fallback.
  'artifact-name': 'page-views',
  'retention-days': undefined,
  compare: 'none',
  daily: 'false',
  'previous-export': undefined,
  'compare-pages': 'false',
  datasets: 'views',
  'include-contact': 'false',
  'feedback-source': undefined,
  'feedback-status': undefined,
  'max-requests': undefined,
  'resume-from': undefined,
  'allow-incomplete': 'false',
  'report-issue': undefined,
  // Who may start an export from a comment (kernel/admission/).
  ...ADMISSION_INPUTS,
  ...GAPS_INPUTS,
  ...HISTORY_INPUTS
} as const

type InputName = keyof typeof ANALYTICS_INPUTS | CommonInputName

// The analytics mode's inputs: the range, the files, the datasets and their budget, the report.

/** The characters @actions/artifact refuses in a name: caught here, before the export spends requests. */
const ARTIFACT_NAME_FORBIDDEN: readonly string[] = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/']
/** What `gaps: true` adds to `datasets`. */
const GAP_DATASETS: readonly string[] = ['searches', 'feedback', 'assistant']
/** The longest range `daily` accepts: 92 days cost 92 requests (184 with visitors) of the 100 per hour. */
export const DAILY_MAX_DAYS = 92

export function analyticsInputs(
  r: InputParser<InputName>,
  common: CommonInputs,
  env: NodeJS.ProcessEnv,
  now: Date
): AnalyticsInputs {
  const dateHint = ': use YYYY-MM-DD, an ISO 8601 date-time with a zone, today, yesterday or -Nd'
  const dateFromText = r.value('date-from')
  const dateToText = r.value('date-to')
  const dateFrom = resolveDate(dateFromText, now)
  const dateTo = resolveDate(dateToText, now)
  if (!dateFrom) r.problems.push(`\`date-from\` "${dateFromText}" is not a date${dateHint}`)
  if (!dateTo) r.problems.push(`\`date-to\` "${dateToText}" is not a date${dateHint}`)
  if (dateFrom && dateTo && dateFrom.instant >= dateTo.instant) {
    r.problems.push(
      `\`date-from\` (${dateFrom.value}) must be before \`date-to\` (${dateTo.value}); date-to is exclusive, so the range ${dateFrom.value} to ${dateTo.value} is empty`
    )
  } else if (dateFrom && dateTo && dateFrom.instant >= now.getTime()) {
    // A range with no day that has begun can only export zeros, and a scheduled report would post them.
    r.problems.push(
      `\`date-from\` and \`date-to\` give a range entirely in the future, ${dateFrom.value} to ${dateTo.value} (now ${now.toISOString()}): it has no data yet. Check \`date-from\` and \`date-to\` (\`-7d\` to \`today\` is the last 7 full days).`
    )
  }
  const pageSize = r.parse(
    'page-size',
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number from 1 to 250')
      .transform(Number)
      .pipe(z.number().min(1, 'must be from 1 to 250').max(250, 'must be from 1 to 250'))
  )
  const formatWords = listOf(r.value('format'))
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
          .pipe(z.number().min(1, 'must be from 1 to 90').max(90, 'must be from 1 to 90'))
      )
    : undefined
  const artifactName = r.raw('artifact-name') || undefined
  const forbidden = ARTIFACT_NAME_FORBIDDEN.filter(ch => artifactName?.includes(ch))
  if (forbidden.length > 0) {
    const list = forbidden.map(ch => JSON.stringify(ch)).join(', ')
    r.problems.push(`\`artifact-name\` must not contain ${list}, got ${JSON.stringify(artifactName)}`)
  }
  const inWorkspace = (path: string) =>
    isAbsolute(path) ? path : resolve(env.GITHUB_WORKSPACE ?? process.cwd(), path)
  const outputDirText = r.raw('output-dir')
  const outputDir = outputDirText
    ? inWorkspace(outputDirText)
    : join(env.RUNNER_TEMP || tmpdir(), 'page-views')
  const more = moreAnalyticsInputs(r)
  const resumeText = r.raw('resume-from')
  // A `??` below only completes the type: a value that failed has its problem recorded, and
  // parseInputs throws instead of returning this object. The defaults are in registry.ts.
  return {
    ...common,
    mode: 'analytics',
    dateFrom: dateFrom?.value ?? '',
    dateTo: dateTo?.value ?? '',
    dateInputs: { from: dateFromText.trim(), to: dateToText.trim() },
    pageSize: pageSize ?? 250,
    formats: EXPORT_FORMATS.filter(f => formatWords.includes(f)),
    outputDir,
    artifactName,
    retentionDays,
    ...more,
    ...reportOptions(r, env, dateFrom?.value, dateTo?.value),
    resumeFrom: resumeText ? inWorkspace(resumeText) : undefined
  }
}

/** Which datasets, personal data, the request budget, incomplete exports. */
function moreAnalyticsInputs(r: InputParser<InputName>) {
  const words = listOf(r.value('datasets'))
  const known = (w: string) => w === 'all' || (DATASETS as readonly string[]).includes(w)
  const unknown = words.filter(w => !known(w))
  if (unknown.length > 0 || words.length === 0) {
    r.problems.push(
      `\`datasets\` has unknown value(s) ${unknown.map(w => `"${w}"`).join(', ')}: use a comma list of ${DATASETS.join(', ')}, or all`
    )
  }
  const gaps = gapsInputs(r)
  // The gaps come from these datasets: asking for the gaps asks for them.
  const asked = (d: string) =>
    words.includes('all') || words.includes(d) || (gaps.gaps && GAP_DATASETS.includes(d))
  const datasets = DATASETS.filter(asked)
  const maxText = r.raw('max-requests')
  const maxRequests = maxText
    ? r.parse(
        'max-requests',
        z
          .string()
          .regex(/^\d+$/, 'must be a whole number of at least 1')
          .transform(Number)
          .pipe(z.number().min(1, 'must be at least 1'))
      )
    : undefined
  return {
    ...gaps,
    ...historyInputs(r),
    datasets,
    maxRequests,
    includeContact: r.flag('include-contact'),
    feedbackFilter: feedbackFilter(r),
    reportIssue: reportIssue(r),
    githubToken: r.raw('github-token'),
    admission: admissionRules(r),
    allowIncomplete: r.flag('allow-incomplete')
  }
}

/** `feedback-source` (one value) and `feedback-status` (a comma list): values the API documents. */
function feedbackFilter(r: InputParser<InputName>): FeedbackFilter {
  const pick = <T extends string>(name: InputName, allowed: readonly T[]): T[] => {
    const words = listOf(r.raw(name))
    const unknown = words.filter(w => !(allowed as readonly string[]).includes(w))
    if (unknown.length > 0)
      r.problems.push(
        `\`${name}\` has unknown value(s) ${unknown.map(w => JSON.stringify(w)).join(', ')}: use a comma list of ${allowed.join(', ')}, or leave it empty for all`
      )
    return allowed.filter(v => words.includes(v))
  }
  const sources = pick('feedback-source', FEEDBACK_SOURCES)
  if (sources.length > 1)
    r.problems.push(
      `\`feedback-source\` takes one value (the API filters by one source at a time), got "${r.raw('feedback-source')}"`
    )
  return { source: sources[0], statuses: pick('feedback-status', FEEDBACK_STATUSES) }
}

/** GitHub's longest issue title. */
const MAX_ISSUE_TITLE = 256

/** `report-issue`: `42` or `#42` names an issue; any other text is the title to find or create. */
function reportIssue(r: InputParser<InputName>): ReportIssueTarget | undefined {
  const text = r.raw('report-issue').trim()
  if (!text) return undefined
  const number = /^#?(\d{1,9})$/.exec(text)
  if (number) {
    if (Number(number[1]) >= 1) return { number: Number(number[1]) }
    r.problems.push('`report-issue` must be an issue number from 1, or a title')
    return undefined
  }
  // Control and format characters: a title is one visible line.
  if (text.length > MAX_ISSUE_TITLE || /[\p{Cc}\p{Cf}]/u.test(text)) {
    r.problems.push(
      `\`report-issue\` must be an issue number or a title of at most ${MAX_ISSUE_TITLE} characters on one line`
    )
    return undefined
  }
  return { title: text }
}

/** `compare`, `daily`, `previous-export` and `compare-pages` (the analytics report). */
function reportOptions(
  r: InputParser<InputName>,
  env: NodeJS.ProcessEnv,
  dateFrom: string | undefined,
  dateTo: string | undefined
): ReportOptions {
  // Undefined compares with nothing, as `none` does: the problem is already recorded.
  const compare =
    r.parse(
      'compare',
      z.enum(['previous-period', 'none'], { message: 'must be `previous-period` or `none`' })
    ) ?? 'none'
  const daily = r.flag('daily')
  if (daily && dateFrom && dateTo) {
    const days = daysOf({ dateFrom, dateTo }).length
    if (days > DAILY_MAX_DAYS) {
      r.problems.push(
        `\`daily\` costs one request per day of the range (two with the visitors dataset): ${days} days would cost ${days} or more of the 100 analytics requests per hour. Use a range of at most ${DAILY_MAX_DAYS} days, or set \`daily: false\``
      )
    }
  }
  const comparePages = r.flag('compare-pages')
  if (comparePages && compare !== 'previous-period') {
    r.problems.push('`compare-pages` needs `compare: previous-period` (it fetches that period per page)')
  }
  const previousText = r.raw('previous-export')
  let previousExport: string | undefined
  if (previousText) {
    previousExport = isAbsolute(previousText)
      ? previousText
      : resolve(env.GITHUB_WORKSPACE ?? process.cwd(), previousText)
    if (!existsSync(previousExport)) {
      r.problems.push(
        `\`previous-export\` "${previousText}" does not exist: name a previous export's page-views.json or the folder actions/download-artifact wrote it to`
      )
    }
  }
  return { compare, daily, previousExport, comparePages }
}
