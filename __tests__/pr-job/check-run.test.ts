// The check run's outcome for a job (src/pr-job/check-run.ts): the conclusion per status, the
// docs pull request as a link only when it is https, every outside value escaped; a personal token
// skips the check with one line and no request.
import { describe, expect, test } from '@jest/globals'
import type { GitHubRequest } from '../../src/kernel/github/api.js'
import { CheckRuns, jobCheckOutcome } from '../../src/pr-job/check-run.js'

describe('jobCheckOutcome', () => {
  test('completed is success, failed is failure, archived and unknown words are neutral', () => {
    expect(jobCheckOutcome('j', { status: 'completed', prLink: 'https://x.test/pull/1' }).conclusion).toBe(
      'success'
    )
    expect(jobCheckOutcome('j', { status: 'failed' }).conclusion).toBe('failure')
    expect(jobCheckOutcome('j', { status: 'archived' }).conclusion).toBe('neutral')
    expect(jobCheckOutcome('j', { status: 'paused' }).conclusion).toBe('neutral')
  })

  test('the docs pull request is the details URL only when it is https; outside text is escaped', () => {
    const ok = jobCheckOutcome('job_1', { status: 'completed', prLink: 'https://x.test/pull/1', model: 'm' })
    expect(ok.detailsUrl).toBe('https://x.test/pull/1')
    expect(ok.summary).toContain('<a href="https://x.test/pull/1">')
    const bad = jobCheckOutcome('<b>j</b>', { status: 'completed', prLink: 'javascript:alert(1)' })
    expect(bad.detailsUrl).toBeUndefined()
    expect(bad.summary).not.toContain('javascript:')
    expect(bad.summary).not.toContain('<b>')
    expect(bad.title).toBe('Job completed; no docs pull request')
  })
})

describe('CheckRuns', () => {
  const counted = () => {
    const routes: string[] = []
    const request: GitHubRequest = async route => {
      routes.push(route)
      return { status: 201, headers: {}, data: { id: 5 } }
    }
    return { request, routes }
  }
  const repo = { owner: 'acme', repo: 'widgets' }
  const outcome = jobCheckOutcome('j', { status: 'completed' })

  test('a personal token: one line for the run, no request, no warning', async () => {
    const { request, routes } = counted()
    const lines: string[] = []
    const warnings: string[] = []
    const checks = new CheckRuns(request, repo, w => warnings.push(w), {
      tokenKind: 'personal',
      info: l => lines.push(l)
    })
    expect(await checks.start('a'.repeat(40), 'job_1')).toBeUndefined()
    expect(await checks.complete(5, outcome)).toBe(false)
    expect(routes).toEqual([])
    expect(warnings).toEqual([])
    expect(lines).toEqual([
      expect.stringMatching(/^Skipping the "Docs agent" check run: github-token is a personal token/)
    ])
  })

  test('an installation token (or one of unknown shape) creates and completes it', async () => {
    for (const tokenKind of ['installation', 'unknown'] as const) {
      const { request, routes } = counted()
      const checks = new CheckRuns(request, repo, () => undefined, { tokenKind })
      expect(await checks.start('a'.repeat(40), 'job_1')).toBe(5)
      expect(await checks.complete(5, outcome)).toBe(true)
      expect(routes.map(r => r.split(' ')[0])).toEqual(['POST', 'PATCH'])
    }
  })

  /** A GitHub that answers every request with `status`. */
  const answering = (status: number) => {
    const routes: string[] = []
    const request: GitHubRequest = async route => {
      routes.push(route)
      throw Object.assign(
        new Error(status === 404 ? 'Not Found' : 'Resource not accessible by integration'),
        {
          status,
          response: { status, headers: {}, data: {} }
        }
      )
    }
    return { request, routes }
  }

  test('404 on completing: the check run is gone (said in one line), and the next one is still tried', async () => {
    const { request, routes } = answering(404)
    const lines: string[] = []
    const warnings: string[] = []
    const checks = new CheckRuns(request, repo, w => warnings.push(w), { info: l => lines.push(l) })
    expect(await checks.completion(5, outcome)).toMatchObject({ kind: 'gone' })
    expect(await checks.completion(6, outcome)).toMatchObject({ kind: 'gone' })
    expect(routes).toHaveLength(2)
    expect(warnings).toEqual([])
    expect(lines[0]).toMatch(/^GitHub knows no "Docs agent" check run 5 here/)
  })

  test('403 on completing: refused, warned once with `checks: write`; then skipped without a request', async () => {
    const { request, routes } = answering(403)
    const warnings: string[] = []
    const checks = new CheckRuns(request, repo, w => warnings.push(w), { tokenKind: 'installation' })
    expect(await checks.completion(5, outcome)).toMatchObject({ kind: 'refused' })
    expect(await checks.completion(6, outcome)).toMatchObject({ kind: 'skipped' })
    expect(routes).toHaveLength(1)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('checks: write')
  })

  test('a personal token: skipped, with the one personal-token line', async () => {
    const { request, routes } = answering(403)
    const lines: string[] = []
    const checks = new CheckRuns(request, repo, () => undefined, {
      tokenKind: 'personal',
      info: l => lines.push(l)
    })
    expect(await checks.completion(5, outcome)).toMatchObject({ kind: 'skipped' })
    expect(routes).toEqual([])
    expect(lines).toEqual([expect.stringContaining('github-token is a personal token')])
  })
})
