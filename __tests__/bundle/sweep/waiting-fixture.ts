import { sha } from '../../../__fixtures__/events.js'
import { TEST_KEY, TEST_PROJECT } from '../../../__fixtures__/servers.js'
import { renderCommentBody } from '../../../src/pr-job/comment-body.js'
import type { CommentState, PendingJob } from '../../../src/pr-job/history.js'
import { stateOwner } from '../../../src/kernel/github/state-seal.js'
import type { GitHubApi } from '../../../simulator/github/index.js'
import type { Simulator } from '../../../simulator/index.js'

// A pull request as agent mode leaves it with `wait: false`: its job on the simulator (or none: the
// API answers 404), its sealed state with the pending record, an in-progress check run and the label.

export const WAITING_LABEL = 'docs-agent:waiting'

export interface Waiting {
  /** The job's state on the API: ended (completed, with a docs pull request), running, or unknown (404). */
  job: 'ended' | 'running' | 'unknown'
  /** The pull request's state (merged is closed). */
  pr?: 'open' | 'closed'
  missing?: PendingJob['missing']
}

export function seedWaiting(sim: Simulator, gh: GitHubApi, n: number, waiting: Waiting) {
  const jobId = `job_sweep_${n}`
  const head = sha(String(n % 10))
  const prLink = `https://github.com/acme/docs/pull/${n}`
  if (waiting.job !== 'unknown')
    sim.jobs.set(jobId, {
      id: jobId,
      projectId: TEST_PROJECT,
      status: waiting.job === 'ended' ? 'completed' : 'active',
      prompts: ['Update the docs'],
      scenario: { outcome: 'completed-pr', pollsUntilDone: waiting.job === 'ended' ? 0 : 1000 },
      pollsSinceActive: 0,
      prLink: waiting.job === 'ended' ? prLink : null,
      model: 'claude-sim-1',
      createdAt: new Date().toISOString(),
      archivedAt: null,
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      drift: []
    })
  const check = 8000 + n
  gh.checkRuns.push({ id: check, name: 'Docs agent', headSha: head, status: 'in_progress', completions: [] })
  gh.addPullRequest({ number: n, headSha: head, state: waiting.pr ?? 'open' })
  gh.labels.set(n, new Set([WAITING_LABEL]))
  const owner = stateOwner(TEST_KEY, { repository: 'acme/widgets', pullRequest: n, project: TEST_PROJECT })
  const pending: PendingJob = {
    job: jobId,
    action: 'created',
    token: `t${n}`,
    since: new Date().toISOString(),
    head,
    check,
    ...(waiting.missing ? { missing: waiting.missing } : {})
  }
  const state: CommentState = {
    job: jobId,
    head,
    entries: [{ kind: 'created', job: jobId, sha: head }],
    pending,
    writer: `t${n}`
  }
  const id = 90_000 + n
  const key = { workflow: 'Docs update', job: 'docs' }
  gh.addComment({
    id,
    issueNumber: n,
    body: renderCommentBody({ key, jobId, action: 'created', state, seal: { owner, commentId: id } })
  })
  return { jobId, check, head, prLink, commentId: id }
}
