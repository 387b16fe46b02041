import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GitHubApi } from '../../../simulator/github/index.js'
import { runAction, type TimedActionRun } from '../../helpers/run-action.js'

// The notify sub-action (dist/notify/index.js) as the docs repository's workflow runs it: a
// `pull_request` event of `acme/docs`, the GitHub stand-in as GITHUB_API_URL, no API key.

export const DOCS_REPOSITORY = 'acme/docs'
export const AGENT = 'mintlify[bot]'

/** A `pull_request` payload of the docs repository: pull request `number`, opened by `author`. */
export function docsPullRequestEvent(number: number, author = AGENT, action = 'opened') {
  return {
    action,
    number,
    pull_request: {
      number,
      title: 'Docs for the widgets',
      body: 'Written by the docs agent.',
      html_url: `https://github.com/${DOCS_REPOSITORY}/pull/${number}`,
      user: { login: author, type: author.endsWith('[bot]') ? 'Bot' : 'User' },
      base: { ref: 'main', repo: { full_name: DOCS_REPOSITORY } },
      head: {
        ref: `mintlify/docs-${number}`,
        label: `acme:mintlify/docs-${number}`,
        sha: 'c'.repeat(40),
        repo: { full_name: DOCS_REPOSITORY }
      }
    },
    repository: { name: 'docs', full_name: DOCS_REPOSITORY, owner: { login: 'acme' } },
    sender: { login: author, type: author.endsWith('[bot]') ? 'Bot' : 'User' }
  }
}

/**
 * The notifier on `event` (a `pull_request` payload unless `eventName` says otherwise). Its files stay
 * for a secret scan: `cleanup(run)` once read.
 */
export async function runNotify(
  gh: GitHubApi,
  inputs: Record<string, string>,
  event: unknown,
  eventName = 'pull_request'
): Promise<TimedActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-notify-event-'))
  const eventPath = join(dir, 'event.json')
  writeFileSync(eventPath, JSON.stringify(event))
  try {
    return await runAction(inputs, {
      subAction: 'notify',
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: DOCS_REPOSITORY,
        GITHUB_WORKFLOW: 'Notify the code repositories',
        GITHUB_JOB: 'notify',
        GITHUB_RUN_ID: '5151',
        GITHUB_SERVER_URL: 'https://github.com'
      }
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The `repository_dispatch` event GitHub delivers to the code repository's workflow for a dispatch
 * the stand-in recorded: `action` is the event type, `client_payload` as sent, the repository the
 * dispatch went to, and the token's holder as `sender`.
 */
export function deliveredEvent(dispatch: GitHubApi['dispatches']['sent'][number]) {
  const [owner = '', name = ''] = dispatch.repository.split('/')
  return {
    action: dispatch.eventType,
    branch: 'main',
    client_payload: dispatch.clientPayload,
    repository: { name, full_name: dispatch.repository, owner: { login: owner }, default_branch: 'main' },
    organization: { login: owner },
    sender: { login: dispatch.sender, type: 'Bot' },
    installation: { id: 31337 }
  }
}
