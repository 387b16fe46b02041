import type { ReaderTextMode } from '../../kernel/reader-text.js'
import type { Run } from '../../kernel/run/run.js'
import { repositoryVisibility } from '../../kernel/github/visibility.js'
import { openGate, type PublicationGate } from '../../kernel/publish/gate.js'

/**
 * The run's publication gate, opened once: `reader-text` as asked, the front end's audience, and the
 * repository's visibility (asked of the event, then of GitHub) when the front end writes for the
 * repository. On a public repository, or one whose visibility neither the event nor GitHub tells, the
 * repository's places carry no reader text unless `reader-text` is `keep`: the run says so once.
 */
export async function openRunGate(
  run: Pick<Run, 'trigger' | 'budget' | 'log' | 'audience'>,
  asked: ReaderTextMode,
  token: string
): Promise<PublicationGate> {
  const frontEnd = run.audience ?? 'repository'
  if (asked === 'keep' || frontEnd === 'operator') return openGate({ asked, frontEnd, visibility: 'unknown' })
  const github = token
    ? async () =>
        (await import('../../kernel/github/octokit.js'))
          .openGitHub(token, run.budget, message => run.log.info(message), 'analytics')
          .then(g => g.request)
    : undefined
  const visibility = await repositoryVisibility(run.trigger.repository, github)
  const gate = openGate({ asked, frontEnd, visibility })
  if (gate.isPublic)
    run.log.info(
      `The repository is ${visibility === 'unknown' ? 'of unknown visibility, so taken as public' : visibility}: the job summary and the report issue carry no reader text (set \`reader-text: keep\` to show it).`
    )
  return gate
}
