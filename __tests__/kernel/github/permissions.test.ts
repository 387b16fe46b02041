// kernel/github/permissions.ts: each call this action makes names the `permissions:` line it needs.
import { describe, expect, test } from '@jest/globals'
import { namedRefusal, permissionFor } from '../../../src/kernel/github/permissions.js'

describe('permissionFor', () => {
  test.each([
    ['PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', 'sweep', 'checks: write'],
    ['POST /repos/{owner}/{repo}/check-runs', 'agent', 'checks: write'],
    ['DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', 'sweep', 'pull-requests: write'],
    ['POST /repos/{owner}/{repo}/issues/{issue_number}/comments', 'agent', 'pull-requests: write'],
    ['POST /repos/{owner}/{repo}/issues/{issue_number}/comments', 'analytics', 'issues: write'],
    ['GET /repos/{owner}/{repo}/issues', 'sweep', 'issues: read'],
    ['POST /repos/{owner}/{repo}/issues', 'analytics', 'issues: write'],
    ['GET /repos/{owner}/{repo}/pulls/{pull_number}/files', 'agent', 'pull-requests: read'],
    ['GET /repos/{owner}/{repo}/compare/{basehead}', 'agent', 'contents: read']
  ])('%s (%s) needs %s', (route, mode, permission) => {
    expect(permissionFor(route, mode)?.permission).toBe(permission)
  })

  test('a call it does not know keeps its error', () => {
    const error = Object.assign(new Error('Forbidden'), { status: 403 })
    expect(namedRefusal(error, 'GET /user', 'agent')).toBe(error)
  })
})
