import type { GitHubRoute } from './types.js'
import { checkRoute } from './checks.js'

// Which of the stand-in's routes a request is (server.ts answers them).

export function routeOf(method: string, parts: string[]): { route: GitHubRoute; id: number } | undefined {
  // parts: ['repos', owner, repo, ...rest]
  const [a, b, c, d] = parts.slice(3)
  if (method === 'GET' && a === undefined) return { route: 'repo', id: 0 }
  const id = Number(b)
  const check = checkRoute(method, parts.slice(3))
  if (check) return check
  if (method === 'GET' && a === 'pulls' && c === 'files' && d === undefined) return { route: 'files', id }
  if (method === 'GET' && a === 'pulls' && c === undefined) return { route: 'pull', id }
  if (a === 'issues' && c === 'comments' && d === undefined) {
    if (method === 'GET') return { route: 'list-comments', id }
    if (method === 'POST') return { route: 'create-comment', id }
  }
  if (method === 'PATCH' && a === 'issues' && b === 'comments' && c !== undefined && d === undefined)
    return { route: 'update-comment', id: Number(c) }
  if (method === 'GET' && a === 'issues' && b === 'comments' && c !== undefined && d === undefined)
    return { route: 'get-comment', id: Number(c) }
  if (method === 'DELETE' && a === 'issues' && b === 'comments' && c !== undefined && d === undefined)
    return { route: 'delete-comment', id: Number(c) }
  if (method === 'GET' && a === 'collaborators' && b !== undefined && c === 'permission' && d === undefined)
    return { route: 'permission', id: 0 }
  if (method === 'POST' && (a === 'issues' || a === 'pulls') && b === 'comments' && d === 'reactions')
    return { route: 'reaction', id: Number(c) }
  if (method === 'GET' && a === 'compare' && b !== undefined) return { route: 'compare', id: 0 }
  if (method === 'GET' && a === 'commits' && b !== undefined && c === undefined)
    return { route: 'commit', id: 0 }
  if (method === 'GET' && a === 'releases' && b === undefined) return { route: 'releases', id: 0 }
  if (a === 'issues' && b === undefined) {
    if (method === 'GET') return { route: 'list-issues', id: 0 }
    if (method === 'POST') return { route: 'create-issue', id: 0 }
  }
  if (a === 'issues' && /^\d+$/.test(b ?? '') && c === undefined) {
    if (method === 'GET') return { route: 'get-issue', id }
    if (method === 'PATCH') return { route: 'update-issue', id }
  }
  return undefined
}
