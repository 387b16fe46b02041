import type { RunLog } from '../../../kernel/run/run.js'
import type { PublicationGate, RepositoryVisibility } from '../../../kernel/publish/gate.js'
import { SEALED_FILE } from '../files/paths.js'

// Who may read the export's files, decided here once from the run's publication gate: output-dir is
// what `artifact-name` uploads (and what a later step may upload), and anyone signed in to GitHub can
// download a public repository's artifact. The command line's files are on its operator's own disk,
// as a private repository's are. A private repository's files keep the rows as the API sent them
// (whatever `reader-text` asks of the report): they reach no one the repository does not.

/** Whether the files carry the reader text as fetched, or withhold it (kept sealed beside them). */
export type FilesReaderText = 'as-fetched' | 'withheld'

/** The one decision: `reader-text: keep`, a private audience: as fetched; any other withholds it. */
export function filesReaderText(gate: Pick<PublicationGate, 'isPublic' | 'settings'>): FilesReaderText {
  return gate.settings.asked === 'keep' || !gate.isPublic ? 'as-fetched' : 'withheld'
}

/** The one line a run that withheld reader text from its files says, with the way to opt in. */
export function sayWithheld(visibility: RepositoryVisibility, log: RunLog): void {
  const which = visibility === 'unknown' ? 'of unknown visibility (taken as public)' : visibility
  log.info(
    `The repository is ${which}: the export's files carry no reader text (a search query or an assistant question is its gap key; comments, contacts and answers are empty), and ${SEALED_FILE} keeps it encrypted for \`resume-from\`. Set \`reader-text: keep\` to write it as the API sent it.`
  )
}
