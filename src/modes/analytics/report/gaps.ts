import { asReaderText, type ReaderText } from '../../../kernel/publish/reader-text.js'
import { markdownLink } from '../../../kernel/safe-text.js'
import { cell, code, count, table } from './format.js'

// "What readers could not find": the period's gaps near the top of the report, the agent job asked to
// close them, and whether readers now find last period's gaps. The gaps' text arrives already as
// `reader-text` lets it out (shownText in reader-text.ts); here it is only escaped.

export const isPageGap = (gap: { key: string }): boolean => gap.key.startsWith('p-')

/** A page gap's text: the page's path, from the API's `path` field, not from a reader. */
export const pageGapText = (path: string): ReaderText => asReaderText(path)

/** The path a page gap (`p-…`) names; undefined for a gap of readers' words. */
export function pagePathOf(gap: { key: string; text: ReaderText }): string | undefined {
  return isPageGap(gap) ? (gap.text as unknown as string) : undefined
}

/** The most gaps the report lists; gaps.json and gaps.csv hold them all. */
export const REPORT_GAPS = 10

/**
 * What the report shows of a gap (gaps/ finds them; the report only renders): `Text` is ReaderText as
 * found, a string once the gate has let it out.
 */
export interface ReportedGap<Text = string> {
  /** `q-<hash>` for a query or question, `p-<hash>` for a page. */
  key: string
  rank: number
  /** The wording, or the page's path. */
  text: Text
  evidence: { searches: number; unanswered: number; thumbsDown: number; pages: string[] }
}

export interface GapsReport<Text = string> {
  /** Ranked, their text as the report may show it. */
  gaps: ReportedGap<Text>[]
  /** Transcripts fetched and wanted, and why some were left out. */
  threads?: { fetched: number; wanted: number; note?: string }
  /** This period's agent job. */
  agent?: { asked: number; jobId?: string; reused?: boolean; note?: string }
  /** The job an earlier period created, as it stands now. */
  previousJob?: { jobId: string; period: string; status?: string; prLink?: string; note?: string }
  /** Last period's gaps through the discovery search. */
  proof?: {
    period: string
    checked: number
    found: number
    threshold: number
    pages: { text: Text; page: string }[]
    /** The keys searched, and those found (the history's checks take them rather than search again). */
    keys?: { period: { dateFrom: string; dateTo: string }; checked: string[]; found: string[] }
  }
  /** What could not be checked, and why. */
  proofNote?: string
}

const sourceWords = (g: ReportedGap<unknown>): string => {
  const e = g.evidence
  const parts: string[] = []
  if (e.searches > 0) parts.push(`${count(e.searches)} search${e.searches === 1 ? '' : 'es'} without a click`)
  if (e.unanswered > 0)
    parts.push(`${count(e.unanswered)} unanswered question${e.unanswered === 1 ? '' : 's'}`)
  if (e.thumbsDown > 0) parts.push(`${count(e.thumbsDown)} thumbs-down`)
  return parts.join(', ')
}

/** One plain line of the loop's counts (for the comment and the log): numbers only. */
export function gapsLine(report: Pick<GapsReport<unknown>, 'gaps' | 'agent' | 'proof'>): string {
  const parts = [`${report.gaps.length} gap${report.gaps.length === 1 ? '' : 's'} found`]
  if (report.agent) parts.push(`${report.agent.asked} asked of the agent`)
  if (report.proof)
    parts.push(`${report.proof.found} of ${report.proof.checked} of last period's now find a page`)
  return parts.join('; ')
}

export function gapsSection(report: GapsReport): string[] {
  const lines = ['### What readers could not find', '']
  lines.push(`- Gaps found: ${count(report.gaps.length)}.`)
  lines.push(`- ${agentLine(report)}`)
  lines.push(`- ${proofLine(report)}`)
  if (report.previousJob) lines.push(`- ${previousJobLine(report.previousJob)}`)
  if (report.threads?.note) lines.push(`- ${cell(report.threads.note, 400)}`)
  lines.push('')
  if (report.gaps.length === 0)
    return [...lines, 'Readers found what they looked for: no gap in this range.', '']
  const shown = report.gaps.slice(0, REPORT_GAPS)
  lines.push(
    ...table(
      ['#', 'Gap', 'Evidence', 'Pages'],
      shown.map(g => [
        String(g.rank),
        g.key.startsWith('p-') ? code(g.text) : cell(g.text),
        sourceWords(g),
        g.evidence.pages
          .slice(0, 2)
          .map(p => code(p, 60))
          .join(' ') || '—'
      ]),
      [true, false, false, false]
    )
  )
  if (report.gaps.length > shown.length)
    lines.push(`And ${count(report.gaps.length - shown.length)} more in \`gaps.csv\` and \`gaps.json\`.`, '')
  if (report.proof && report.proof.pages.length > 0) {
    lines.push(
      "Last period's gaps that now find a page:",
      '',
      ...table(
        ['Gap', 'Page'],
        report.proof.pages.slice(0, REPORT_GAPS).map(p => [cell(p.text), code(p.page, 80)])
      )
    )
  }
  return lines
}

function agentLine(report: GapsReport): string {
  const agent = report.agent
  if (!agent) return 'The agent was not asked (`gaps-agent: 0`).'
  const job = agent.jobId ? ` in job ${code(agent.jobId, 80)}` : ''
  const reused = agent.reused ? ' (created by an earlier run for this period: no second job)' : ''
  const note = agent.note ? ` ${cell(agent.note, 400)}` : ''
  return `Gaps the agent was asked to close: ${count(agent.asked)}${job}${reused}.${note}`
}

function proofLine(report: GapsReport): string {
  const proof = report.proof
  if (!proof)
    return `Not checked whether readers now find last period's gaps: ${cell(report.proofNote ?? 'no earlier period is recorded', 400)}`
  return `Last period (${cell(proof.period, 40)}): ${count(proof.found)} of ${count(proof.checked)} gaps now find a page (discovery search, \`scoreThreshold\` ${proof.threshold}).`
}

function previousJobLine(job: NonNullable<GapsReport['previousJob']>): string {
  const pr = job.prLink
    ? `: ${markdownLink(job.prLink, 'its pull request')}`
    : job.status === 'completed'
      ? ', with no pull request'
      : ''
  const status = job.status ? ` is ${cell(job.status, 40)}` : ''
  const note = job.note ? ` (${cell(job.note, 300)})` : ''
  return `The agent job of ${cell(job.period, 40)}, ${code(job.jobId, 80)}${status}${pr}${note}.`
}
