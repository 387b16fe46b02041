// `npm run simulator -- --github`: the GitHub stand-in beside the API simulator, with one pull request
// and a maintainer, and the two event payloads a workflow would get (the pull request opened, and a
// `/docs` comment on it), so the pull request flow runs locally with one command and no script.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_API_KEY, DEFAULT_PROJECT } from '../server.js'
import { startGitHubApi } from './server.js'
import type { GitHubApi } from './types.js'

export const LOCAL_PULL_REQUEST = 1
/** Any token does: the stand-in checks none. Not a real token's shape, so nobody mistakes it for one. */
export const LOCAL_GITHUB_TOKEN = 'local-github-token'

export interface LocalGitHub {
  gh: GitHubApi
  /** The folder holding `pull-request.json` and `docs-comment.json`. */
  eventDir: string
  /** How to run the built action on each event against both stand-ins (shell lines). */
  instructions(apiUrl: string): string
}

const HEAD_SHA = 'c0ffee'.repeat(7).slice(0, 40)

function payloads(gh: GitHubApi) {
  const repository = { name: gh.repo, owner: { login: gh.owner }, full_name: `${gh.owner}/${gh.repo}` }
  const pullRequest = {
    action: 'opened',
    number: LOCAL_PULL_REQUEST,
    pull_request: {
      number: LOCAL_PULL_REQUEST,
      title: 'Add the widgets API',
      body: 'Adds `GET /widgets` and `POST /widgets`.',
      html_url: `https://github.example/${gh.owner}/${gh.repo}/pull/${LOCAL_PULL_REQUEST}`,
      user: { login: 'octocat' },
      base: { ref: 'main', repo: { full_name: repository.full_name } },
      head: {
        ref: 'feature/widgets',
        label: 'octocat:feature/widgets',
        sha: HEAD_SHA,
        repo: { full_name: repository.full_name }
      },
      changed_files: 2
    },
    repository
  }
  const comment = {
    action: 'created',
    issue: {
      number: LOCAL_PULL_REQUEST,
      title: 'Add the widgets API',
      pull_request: { url: `${gh.url}/repos/${gh.owner}/${gh.repo}/pulls/${LOCAL_PULL_REQUEST}` }
    },
    comment: {
      id: 1,
      body: '/docs Document the widgets API',
      user: { login: 'maintainer' },
      author_association: 'MEMBER'
    },
    repository
  }
  return { pullRequest, comment }
}

export async function startLocalGitHub(port: number, host: string): Promise<LocalGitHub> {
  const gh = await startGitHubApi('acme', 'widgets', { port, host })
  gh.addPullRequest({
    number: LOCAL_PULL_REQUEST,
    title: 'Add the widgets API',
    headRef: 'feature/widgets',
    headSha: HEAD_SHA,
    files: [
      { filename: 'src/widgets.ts', status: 'added', additions: 120, deletions: 0 },
      { filename: 'docs/api/widgets.md', status: 'added', additions: 40, deletions: 0 }
    ]
  })
  // The comment's author may start the agent (write access or more).
  gh.permissions = { maintainer: 'maintain' }
  const eventDir = mkdtempSync(join(tmpdir(), 'docs-agent-local-events-'))
  const { pullRequest, comment } = payloads(gh)
  writeFileSync(join(eventDir, 'pull-request.json'), JSON.stringify(pullRequest, null, 2))
  writeFileSync(join(eventDir, 'docs-comment.json'), JSON.stringify(comment, null, 2))
  const run = (apiUrl: string, event: string, file: string, prompt: string) =>
    [
      `env GITHUB_API_URL=${gh.url} GITHUB_REPOSITORY=${gh.owner}/${gh.repo} GITHUB_SERVER_URL=https://github.example \\`,
      `  GITHUB_RUN_ID=1 GITHUB_WORKFLOW=Docs GITHUB_JOB=docs GITHUB_EVENT_NAME=${event} GITHUB_EVENT_PATH=${join(eventDir, file)} \\`,
      `  'INPUT_API-KEY=${DEFAULT_API_KEY}' 'INPUT_PROJECT-ID=${DEFAULT_PROJECT}' 'INPUT_BASE-URL=${apiUrl}' \\`,
      `  'INPUT_GITHUB-TOKEN=${LOCAL_GITHUB_TOKEN}' 'INPUT_POLL-INTERVAL-SECONDS=1' 'INPUT_PROMPT=${prompt}' node dist/index.js`
    ].join('\n')
  return {
    gh,
    eventDir,
    instructions: apiUrl =>
      [
        `GitHub stand-in on ${gh.url}: ${gh.owner}/${gh.repo}, pull request #${LOCAL_PULL_REQUEST}, maintainer "maintainer".`,
        `Event payloads in ${eventDir}. From the repository, in another terminal:`,
        '',
        '# the pull request opened: the agent documents it and comments on the pull request',
        run(apiUrl, 'pull_request', 'pull-request.json', 'Document the changes of this pull request'),
        '',
        '# a maintainer comments "/docs Document the widgets API" on it: a follow-up',
        run(apiUrl, 'issue_comment', 'docs-comment.json', 'Document the widgets API'),
        '',
        `The action's comments: curl -s ${gh.url}/repos/${gh.owner}/${gh.repo}/issues/${LOCAL_PULL_REQUEST}/comments`,
        ''
      ].join('\n')
  }
}
