import { modeForPublicPlace, type ReaderTextMode } from '../../kernel/reader-text.js'
import type { Run } from '../../kernel/run/run.js'
import { repositoryVisibility } from '../../kernel/github/visibility.js'
import type { ReportSettings } from './report/input.js'

/**
 * What the report takes from the inputs, decided once: the reader text the job summary and the report
 * issue may carry is `reader-text`, made `omit` on a public repository (or one whose visibility neither
 * the event nor GitHub tells) unless it is `keep`.
 */
export async function reportSettings(
  run: Pick<Run, 'trigger' | 'budget' | 'log'>,
  asked: ReaderTextMode,
  token: string
): Promise<ReportSettings> {
  if (asked === 'keep') return { readerText: 'keep' }
  const github = token
    ? async () =>
        (await import('../../kernel/github/octokit.js'))
          .openGitHub(token, run.budget, message => run.log.info(message), 'analytics')
          .then(g => g.request)
    : undefined
  const visibility = await repositoryVisibility(run.trigger.repository, github)
  const readerText = modeForPublicPlace(asked, visibility)
  if (readerText !== asked)
    run.log.info(
      `The repository is ${visibility === 'unknown' ? 'of unknown visibility, so taken as public' : visibility}: the job summary and the report issue carry no reader text (set \`reader-text: keep\` to show it).`
    )
  return { readerText }
}
