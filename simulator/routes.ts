// Request-target parsing: path params are decoded per segment from the raw path, so an encoded slash
// (`a%2Fb`) stays inside one segment, exactly as a real router sees it.
import type { Route } from './types.js'

export interface MatchedRoute {
  route: Route | 'unknown'
  params: Record<string, string>
  query: Record<string, string>
  /** Set when a path segment is not valid percent-encoding. */
  malformed: boolean
}

function parseQuery(raw: string): Record<string, string> {
  const query: Record<string, string> = {}
  // First value wins for repeated names; URLSearchParams also turns '+' into a space, like most servers.
  for (const [k, v] of new URLSearchParams(raw)) if (!(k in query)) query[k] = v
  return query
}

export function matchRoute(method: string, rawPath: string): MatchedRoute {
  const q = rawPath.indexOf('?')
  const pathPart = q < 0 ? rawPath : rawPath.slice(0, q)
  const query = parseQuery(q < 0 ? '' : rawPath.slice(q + 1))
  const unknown: MatchedRoute = { route: 'unknown', params: {}, query, malformed: false }
  const raw = pathPart.split('/')
  if (raw[0] !== '') return unknown
  let s: string[]
  try {
    s = raw.slice(1).map(seg => decodeURIComponent(seg))
  } catch {
    return { ...unknown, malformed: true }
  }
  const read = method === 'GET' || method === 'HEAD'
  if (s[0] === 'v2' && s[1] === 'agent' && s[3] === 'job') {
    const projectId = s[2] as string
    if (s.length === 4 && method === 'POST')
      return { route: 'create', params: { projectId }, query, malformed: false }
    const jobId = s[4] as string
    if (s.length === 5 && read) return { route: 'get', params: { projectId, jobId }, query, malformed: false }
    if (s.length === 6 && s[5] === 'message' && method === 'POST') {
      return { route: 'message', params: { projectId, jobId }, query, malformed: false }
    }
  }
  if (s[0] === 'v1' && s[1] === 'project' && s.length === 4) {
    const id = s[3] as string
    if (s[2] === 'update' && method === 'POST')
      return { route: 'deploy', params: { projectId: id }, query, malformed: false }
    if (s[2] === 'preview' && method === 'POST')
      return { route: 'preview', params: { projectId: id }, query, malformed: false }
    if (s[2] === 'update-status' && read)
      return { route: 'deploy-status', params: { statusId: id }, query, malformed: false }
  }
  if (s[0] === 'v1' && s[1] === 'workflow' && s.length === 5 && s[4] === 'trigger' && method === 'POST') {
    const params = { projectId: s[2] as string, automationId: s[3] as string }
    return { route: 'automation', params, query, malformed: false }
  }
  if (s[0] === 'discovery' && s[1] === 'v1' && s[2] === 'search' && s.length === 4 && method === 'POST')
    return { route: 'discovery-search', params: { domain: s[3] as string }, query, malformed: false }
  if (s[0] === 'v1' && s[1] === 'analytics' && s.length >= 4 && read) {
    const params = { projectId: s[2] as string }
    const rest = s.slice(3).join('/')
    const simple: Record<string, Route> = {
      views: 'views',
      visitors: 'visitors',
      searches: 'searches',
      feedback: 'feedback',
      'feedback/by-page': 'feedback-by-page',
      assistant: 'assistant',
      'assistant/caller-stats': 'caller-stats'
    }
    const route = simple[rest]
    if (route) return { route, params, query, malformed: false }
    if (s.length === 6 && s[3] === 'assistant' && s[4] === 'threads') {
      return { route: 'thread', params: { ...params, threadId: s[5] as string }, query, malformed: false }
    }
  }
  return unknown
}
