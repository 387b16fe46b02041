// Which `permissions:` line each GitHub call of this action needs, so that a refusal (403) says the
// mode, the call and the line to add instead of GitHub's bare "Resource not accessible by integration".

export interface Need {
  /** What the call does, as a reader of the log knows it ("completing the check run"). */
  call: string
  /** The `permissions:` line it needs. */
  permission: string
}

type Table = readonly [method: string, path: RegExp, need: (onIssue: boolean) => Need][]

// Comments and labels go through the issues API: on a pull request `pull-requests: write` covers
// them, on an issue (analytics' report issue) `issues: write` does.
const onThread = (onIssue: boolean, level: 'read' | 'write') =>
  onIssue ? `issues: ${level}` : `pull-requests: ${level}`

const TABLE = [
  ['POST', /\/check-runs$/, () => ({ call: 'creating the check run', permission: 'checks: write' })],
  [
    'PATCH',
    /\/check-runs\/[^/]+$/,
    () => ({ call: 'completing the check run', permission: 'checks: write' })
  ],
  ['GET', /\/check-runs/, () => ({ call: 'reading the check runs', permission: 'checks: read' })],
  ['POST', /\/issues\/[^/]+\/labels$/, i => ({ call: 'adding the label', permission: onThread(i, 'write') })],
  ['DELETE', /\/labels\/[^/]+$/, i => ({ call: 'removing the label', permission: onThread(i, 'write') })],
  [
    'POST',
    /\/issues\/[^/]+\/comments$/,
    i => ({ call: 'writing the comment', permission: onThread(i, 'write') })
  ],
  [
    'PATCH',
    /\/issues\/comments\/[^/]+$/,
    i => ({ call: 'updating the comment', permission: onThread(i, 'write') })
  ],
  [
    'DELETE',
    /\/issues\/comments\/[^/]+$/,
    i => ({ call: 'deleting the comment', permission: onThread(i, 'write') })
  ],
  [
    'GET',
    /\/issues\/comments\/[^/]+$/,
    i => ({ call: 'reading the comment', permission: onThread(i, 'read') })
  ],
  [
    'GET',
    /\/issues\/[^/]+\/comments$/,
    i => ({ call: 'listing the comments', permission: onThread(i, 'read') })
  ],
  [
    'POST',
    /\/comments\/[^/]+\/reactions$/,
    i => ({ call: 'reacting to the comment', permission: onThread(i, 'write') })
  ],
  ['GET', /\/issues$/, () => ({ call: 'listing the issues', permission: 'issues: read' })],
  ['POST', /\/issues$/, () => ({ call: 'creating the issue', permission: 'issues: write' })],
  ['PATCH', /\/issues\/[^/]+$/, () => ({ call: 'updating the issue', permission: 'issues: write' })],
  ['GET', /\/issues\/[^/]+$/, () => ({ call: 'reading the issue', permission: 'issues: read' })],
  [
    'GET',
    /\/pulls\/[^/]+\/files$/,
    () => ({ call: "listing the pull request's files", permission: 'pull-requests: read' })
  ],
  ['GET', /\/pulls\/[^/]+$/, () => ({ call: 'reading the pull request', permission: 'pull-requests: read' })],
  [
    'GET',
    /\/(compare|commits|releases)(\/|$)/,
    () => ({ call: 'reading the commits', permission: 'contents: read' })
  ],
  ['GET', /\/actions\//, () => ({ call: "reading the workflow's runs", permission: 'actions: read' })]
] as const satisfies Table

/** What `route` ("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}") needs, if this action knows it. */
export function permissionFor(route: string, mode?: string): Need | undefined {
  const [method = '', path = ''] = route.split(' ')
  const found = TABLE.find(([m, pattern]) => m === method && pattern.test(path))
  return found?.[2](mode === 'analytics')
}

/**
 * The error for a call GitHub refused for want of a permission: its message names the mode, the call
 * and the line; the status and response stay, so every reader still sees a 403.
 */
export function namedRefusal(error: unknown, route: string, mode: string | undefined): unknown {
  const need = permissionFor(route, mode)
  if (!need || !(error instanceof Error)) return error
  const status = (error as { status?: unknown }).status
  const message = `${mode ?? 'docs-agent-action'}: ${need.call} needs \`${need.permission}\` in the workflow's \`permissions:\` (GitHub refused it: HTTP ${String(status)})`
  return Object.assign(new Error(message, { cause: error }), {
    name: 'GitHubPermissionError',
    status,
    response: (error as { response?: unknown }).response,
    need
  })
}
