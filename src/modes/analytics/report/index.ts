import { basename, relative } from 'node:path'
import { forMarkdown, markdownLink } from '../../../kernel/safe-text.js'
import { openGate } from '../../../kernel/publish/gate.js'
import type { ReportAbout, ReportInput, ReportSettings } from './input.js'
import { assistantSection } from './assistant.js'
import { attentionSection } from './attention.js'
import { chartLinks, type ChartFile } from './charts.js'
import { feedbackSection } from './feedback.js'
import { gapsSection } from './gaps.js'
import { cohortSection, historyTrendSection } from './history-section.js'
import { cell, code, count } from './format.js'
import { aiShareSection, headlineLine, headlineSection } from './headline.js'
import { topPagesSection } from './pages.js'
import { shownText } from './reader-text.js'
import { searchesSection } from './searches.js'
import { trendSection } from './trend-section.js'

// The analytics report: the job summary and report.md are this one Markdown string (the summary also
// names the artifact and report.md itself). Each section
// appears only when its dataset was exported. Lists are capped and text is cut in the sections, and
// a last guard here keeps the whole report far below the runner's 1 MiB summary limit whatever the data.

/** The report never grows past this many bytes (UTF-8); the runner refuses a summary over 1 MiB. */
export const MAX_REPORT_BYTES = 512 * 1024

/** The report's sections, rendered once; `markdown` puts them together. */
export interface RenderedReport {
  /**
   * The whole report. `about` gives the files and the artifact as they stand when it is called (the
   * job summary names report.md and the uploaded artifact, which report.md itself cannot).
   */
  markdown(about?: ReportAbout & { charts?: readonly ChartFile[] }): string
  /** The `headline` output: one plain line of numbers. */
  headline: string
}

/** A gate that keeps reader text: a report rendered for its own reader (tests, a local preview). */
const KEEPING: ReportSettings = {
  gate: openGate({ asked: 'keep', frontEnd: 'operator', visibility: 'unknown' })
}

/** The report is the input's data; the gate decides how much reader text it shows (all, by default). */
export function renderSections(input: ReportInput, settings: ReportSettings = KEEPING): RenderedReport {
  // Only the sections that show reader text take it as the gate lets it out; the others render the input.
  const text = shownText(input, settings.gate)
  const parts: { name: string; lines: string[] }[] = [
    { name: 'headline', lines: headlineSection(input) },
    { name: 'history', lines: input.history ? historyTrendSection(input.history) : [] },
    { name: 'gaps', lines: text.gaps ? gapsSection(text.gaps) : [] },
    { name: 'worth a look', lines: attentionSection(input, text) },
    { name: 'human and AI', lines: input.views ? aiShareSection(input.views.totals) : [] },
    { name: 'trend', lines: input.daily ? [...trendSection(input.daily), ...note(input.dailyNote)] : [] },
    { name: 'top pages', lines: topPagesSection(input) },
    { name: 'searches', lines: text.searches ? searchesSection(text.searches) : [] },
    {
      name: 'feedback',
      lines: feedbackSection({ feedback: text.feedback, feedbackByPage: input.feedbackByPage })
    },
    { name: 'assistant', lines: text.assistant ? assistantSection(text.assistant) : [] },
    { name: 'cohorts', lines: input.history ? cohortSection(input.history) : [] }
  ]
  const head = ['## Analytics report', '', ...incompleteNotice(input)].join('\n')
  const sections = parts.map(textOf)
  return {
    headline: headlineLine(input),
    markdown(about = input) {
      const last = textOf({ name: 'about', lines: aboutSection(input, { ...input, ...about }) })
      return assemble([head, ...chartLinks(about.charts)].join('\n'), [...sections, last])
    }
  }
}

export function renderReport(input: ReportInput): string {
  return renderSections(input).markdown()
}

/** A section as it joins the report; an empty one adds nothing. */
function textOf(part: { name: string; lines: string[] }): { name: string; text: string } {
  return { name: part.name, text: part.lines.length === 0 ? '' : `\n${part.lines.join('\n')}` }
}

/** The sections in order, each left out whole when it would pass the size limit. */
function assemble(head: string, parts: { name: string; text: string }[]): string {
  let out = head
  const left: string[] = []
  for (const { name, text } of parts) {
    if (text === '') continue
    if (Buffer.byteLength(out) + Buffer.byteLength(text) > MAX_REPORT_BYTES - 1024) left.push(name)
    else out += text
  }
  if (left.length > 0) out += `\n\nLeft out to stay within the summary size limit: ${left.join(', ')}.\n`
  return out.endsWith('\n') ? out : `${out}\n`
}

const note = (text: string | undefined): string[] => (text ? [`> ${text}`, ''] : [])

function incompleteNotice(input: ReportInput): string[] {
  const cancelled = input.cancelled
    ? [
        "> **Cancelled.** The run was cancelled while the report's extras (daily trend, comparison) were fetched: the datasets are complete, the parts below that were not fetched are left out.",
        ''
      ]
    : []
  if (input.complete) return cancelled
  const why = input.incompleteReason ? ` ${cell(input.incompleteReason, 500)}` : ''
  // A plain blockquote, not a GitHub alert (`> [!WARNING]`), which not every renderer knows.
  return [
    `> **Incomplete export.**${why}`,
    '> The numbers below cover only what was fetched before the export stopped.',
    ''
  ]
}

/** The requests and the rows' notes, then the files and the artifact (`about`). */
function aboutSection(
  input: Pick<ReportInput, 'requests' | 'views' | 'totalsNotes'>,
  { exportDir, files = [], artifact }: ReportAbout
): string[] {
  const lines = ['### About this export', '']
  const facts = [`Requests made: ${count(input.requests)} (every HTTP attempt, retries included).`]
  if (input.views) facts.push(`Pages with views: ${count(input.views.count)}.`)
  // A difference from the site-wide totals is said with its numbers; the contract does not make it a failure.
  const notes = input.totalsNotes ?? []
  for (const note of notes) facts.push(`Rows and totals: ${cell(note, 500)}`)
  if (notes.length > 0)
    facts.push(
      "The API's totals are site-wide counts, and it does not promise that the listed rows add up to them: a difference is no sign of lost rows."
    )
  lines.push(...facts.map(f => `- ${f}`))
  if (files.length > 0) {
    // Named within the folder: a runner's absolute paths mean nothing to a reader.
    lines.push(`- Files${exportDir ? ` in ${code(basename(exportDir), 300)}` : ''}:`)
    const shown = files.slice(0, 30)
    const name = (f: string) => (exportDir ? relative(exportDir, f) : basename(f))
    lines.push(...shown.map(f => `  - ${code(name(f), 300)}`))
    if (files.length > shown.length) lines.push(`  - and ${files.length - shown.length} more`)
  }
  if (artifact) {
    const name = forMarkdown(artifact.name, 200)
    const where = artifact.url
      ? markdownLink(artifact.url, artifact.name)
      : artifact.id !== undefined
        ? `${name} (id ${artifact.id})`
        : `${name}: not uploaded`
    lines.push(`- Artifact: ${where}${artifact.note ? ` — ${cell(artifact.note, 500)}` : ''}`)
  }
  lines.push('')
  return lines
}
