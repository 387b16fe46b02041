import type { GitHubRoute } from './types.js'

// Check runs and labels of the GitHub stand-in: `POST/PATCH/GET …/check-runs`, `GET
// …/commits/{ref}/check-runs?check_name=`, and the labels of pull requests and issues (`POST
// …/issues/{n}/labels`, `DELETE …/issues/{n}/labels/{name}`, the `labels=` filter of the issue list).

export interface StoredCheckRun {
  id: number
  name: string
  headSha: string
  status: 'queued' | 'in_progress' | 'completed'
  conclusion?: string
  title?: string
  summary?: string
  detailsUrl?: string
  /** Every PATCH that completed it, in order (a check completed twice shows it). */
  completions: string[]
  /** The login of the token that created it. */
  writer?: string
}

export interface Answer {
  status: number
  body: unknown
}

type Body = Record<string, unknown> | undefined

export class ChecksAndLabels {
  readonly checkRuns: StoredCheckRun[] = []
  /** Issue or pull request number → its labels. */
  readonly labels = new Map<number, Set<string>>()
  private next = 7000

  json(run: StoredCheckRun): Record<string, unknown> {
    return {
      id: run.id,
      name: run.name,
      head_sha: run.headSha,
      status: run.status,
      conclusion: run.conclusion ?? null,
      details_url: run.detailsUrl ?? null,
      output: { title: run.title ?? null, summary: run.summary ?? null }
    }
  }

  create(body: Body, writer?: string): Answer {
    const { name, head_sha: headSha, status } = body ?? {}
    if (typeof name !== 'string' || typeof headSha !== 'string')
      return { status: 422, body: { message: 'name and head_sha are required' } }
    const run: StoredCheckRun = {
      id: this.next++,
      name,
      headSha,
      status: status === 'queued' ? 'queued' : 'in_progress',
      completions: [],
      ...(writer ? { writer } : {})
    }
    this.apply(run, body)
    this.checkRuns.push(run)
    return { status: 201, body: this.json(run) }
  }

  update(id: number, body: Body): Answer {
    const run = this.checkRuns.find(r => r.id === id)
    if (!run) return { status: 404, body: { message: 'Not Found' } }
    this.apply(run, body)
    return { status: 200, body: this.json(run) }
  }

  read(id: number): Answer {
    const run = this.checkRuns.find(r => r.id === id)
    return run ? { status: 200, body: this.json(run) } : { status: 404, body: { message: 'Not Found' } }
  }

  forRef(ref: string, query: Record<string, string>): Answer {
    const runs = this.checkRuns.filter(
      r => r.headSha === ref && (!query.check_name || r.name === query.check_name)
    )
    return { status: 200, body: { total_count: runs.length, check_runs: runs.map(r => this.json(r)) } }
  }

  addLabels(number: number, body: Body): Answer {
    const names = Array.isArray(body?.labels) ? body.labels.filter(l => typeof l === 'string') : []
    const set = this.labels.get(number) ?? new Set<string>()
    for (const name of names) set.add(name as string)
    this.labels.set(number, set)
    return { status: 200, body: [...set].map(name => ({ name })) }
  }

  removeLabel(number: number, name: string): Answer {
    const set = this.labels.get(number)
    if (!set?.delete(name)) return { status: 404, body: { message: 'Label does not exist' } }
    return { status: 200, body: [...set].map(n => ({ name: n })) }
  }

  has(number: number, labels: string | undefined): boolean {
    if (!labels) return true
    return labels.split(',').every(l => this.labels.get(number)?.has(l.trim()))
  }

  reset(): void {
    this.checkRuns.length = 0
    this.labels.clear()
  }

  private apply(run: StoredCheckRun, body: Body): void {
    const { status, conclusion, details_url: details, output } = body ?? {}
    const out = (output ?? {}) as { title?: unknown; summary?: unknown }
    if (typeof out.title === 'string') run.title = out.title
    if (typeof out.summary === 'string') run.summary = out.summary
    if (typeof details === 'string') run.detailsUrl = details
    if (status === 'completed') {
      run.status = 'completed'
      run.conclusion = typeof conclusion === 'string' ? conclusion : 'neutral'
      run.completions.push(run.conclusion)
    }
  }
}

/** The routes of this file, from the path's parts after `repos/{owner}/{repo}`. */
export function checkRoute(method: string, rest: string[]): { route: GitHubRoute; id: number } | undefined {
  const [a, b, c, d, e] = rest
  if (a === 'check-runs' && b === undefined && method === 'POST') return { route: 'create-check', id: 0 }
  if (a === 'check-runs' && b !== undefined && c === undefined) {
    if (method === 'PATCH') return { route: 'update-check', id: Number(b) }
    if (method === 'GET') return { route: 'get-check', id: Number(b) }
  }
  if (method === 'GET' && a === 'commits' && b !== undefined && c === 'check-runs' && d === undefined)
    return { route: 'list-checks', id: 0 }
  if (a === 'issues' && /^\d+$/.test(b ?? '') && c === 'labels') {
    if (method === 'POST' && d === undefined) return { route: 'add-labels', id: Number(b) }
    if (method === 'DELETE' && d !== undefined && e === undefined)
      return { route: 'remove-label', id: Number(b) }
  }
  return undefined
}
