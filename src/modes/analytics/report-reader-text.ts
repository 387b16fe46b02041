import { modeForPublicPlace, readerText, type ReaderTextMode } from '../../kernel/reader-text.js'
import type { Run } from '../../kernel/run/run.js'
import { repositoryVisibility } from '../../kernel/github/visibility.js'
import type { ReportInput } from './report/input.js'

// The report's reader text (search queries, feedback comments, assistant questions and answers) as
// `reader-text` lets it out, before any section renders it. The numbers stay: with `omit` a query is
// shown as "[reader text omitted]" beside its hits. The dataset files keep the API's text.

export function withReaderText(input: ReportInput, mode: ReaderTextMode): ReportInput {
  if (mode === 'keep') return input
  const text = (value: string) => readerText(value, mode)
  const out: ReportInput = { ...input }
  if (input.searches)
    out.searches = {
      ...input.searches,
      rows: input.searches.rows.map(r => ({ ...r, searchQuery: text(r.searchQuery) }))
    }
  if (input.feedback)
    out.feedback = {
      rows: input.feedback.rows.map(r => ({
        ...r,
        comment: typeof r.comment === 'string' ? text(r.comment) : r.comment,
        contact: undefined,
        code: typeof r.code === 'string' ? text(r.code) : r.code
      }))
    }
  if (input.assistant)
    out.assistant = {
      ...input.assistant,
      rows: input.assistant.rows.map(r => ({ ...r, query: text(r.query), response: text(r.response) }))
    }
  return out
}

/**
 * The reader text the job summary and the report issue may carry: `reader-text`, made `omit` on a
 * public repository (or one whose visibility neither the event nor GitHub tells) unless it is `keep`.
 */
export async function publicReaderText(
  run: Pick<Run, 'trigger' | 'budget' | 'log'>,
  asked: ReaderTextMode,
  token: string
): Promise<ReaderTextMode> {
  if (asked === 'keep') return 'keep'
  const github = token
    ? async () =>
        (await import('../../kernel/github/octokit.js'))
          .openGitHub(token, run.budget, message => run.log.info(message))
          .then(g => g.request)
    : undefined
  const visibility = await repositoryVisibility(run.trigger.repository, github)
  const mode = modeForPublicPlace(asked, visibility)
  if (mode !== asked)
    run.log.info(
      `The repository is ${visibility === 'unknown' ? 'of unknown visibility, so taken as public' : visibility}: the job summary and the report issue carry no reader text (set \`reader-text: keep\` to show it).`
    )
  return mode
}
