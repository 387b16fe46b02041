import type { ReaderTextMode } from '../../../kernel/reader-text.js'
import type { Run, RunLog } from '../../../kernel/run/run.js'
import { repositoryVisibility, type Visibility } from '../../../kernel/github/visibility.js'
import { SEALED_FILE } from '../files/paths.js'
import type { ReportSettings } from '../report/input.js'
import { reportSettings } from '../report-settings.js'

// Who may read the export's files, decided here once: output-dir is what `artifact-name` uploads (and
// what a later step may upload), and anyone signed in to GitHub can download a public repository's
// artifact. A run that names no repository runs on the user's own disk (the command line, a local run):
// its files are the user's, as a private repository's are.

/** Whether the files carry the reader text as fetched, or withhold it (kept sealed beside them). */
export type FilesReaderText = 'as-fetched' | 'withheld'

/** The repository's visibility, asked of GitHub at most once (the event payload usually says). */
export async function visibilityOf(
  run: Pick<Run, 'trigger' | 'budget' | 'log'>,
  token: string
): Promise<Visibility> {
  const github = token
    ? async () =>
        (await import('../../../kernel/github/octokit.js'))
          .openGitHub(token, run.budget, message => run.log.info(message))
          .then(g => g.request)
    : undefined
  return repositoryVisibility(run.trigger.repository, github)
}

/**
 * The one decision: `reader-text: keep` writes the text as the API sent it; so does a private or
 * internal repository, and a run with no repository; any other (public, or visibility unknown)
 * withholds it.
 */
export function filesReaderText(
  asked: ReaderTextMode,
  visibility: Visibility,
  repository: { owner: string; name: string }
): FilesReaderText {
  if (asked === 'keep' || !repository.owner || !repository.name) return 'as-fetched'
  return visibility === 'private' || visibility === 'internal' ? 'as-fetched' : 'withheld'
}

/**
 * What the files and the report may carry, from one look at the repository's visibility (GitHub is
 * asked at most once: the report's settings are given the visibility found here). `holdsText`: the
 * export has a dataset with reader text, so a run that withholds it says so.
 */
export async function readerTextFor(
  run: Pick<Run, 'trigger' | 'budget' | 'log'>,
  asked: ReaderTextMode,
  token: string,
  holdsText: boolean
): Promise<{ files: FilesReaderText; report: ReportSettings }> {
  const visibility = asked === 'keep' ? 'unknown' : await visibilityOf(run, token)
  const files = filesReaderText(asked, visibility, run.trigger.repository)
  const repository = { ...run.trigger.repository, visibility }
  const known = { ...run, trigger: { ...run.trigger, repository } }
  const report = await reportSettings(known, asked, visibility === 'unknown' ? '' : token)
  if (files === 'withheld' && holdsText) sayWithheld(visibility, run.log)
  return { files, report }
}

/** The one line a run that withheld reader text from its files says, with the way to opt in. */
export function sayWithheld(visibility: Visibility, log: RunLog): void {
  const which = visibility === 'unknown' ? 'of unknown visibility (taken as public)' : visibility
  log.info(
    `The repository is ${which}: the export's files carry no reader text (a search query or an assistant question is its gap key; comments, contacts and answers are empty), and ${SEALED_FILE} keeps it encrypted for \`resume-from\`. Set \`reader-text: keep\` to write it as the API sent it.`
  )
}
