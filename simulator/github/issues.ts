import { BOT, type StoredIssue } from './types.js'

// The issues of the GitHub stand-in: list (open, most recently updated first, as `sort=updated`
// asks), create, read and update. Numbers start far from the pull requests the tests use.

export interface IssueAnswer {
  status: number
  body: unknown
  /** A 301's Location. */
  location?: string
}

export class IssueStore {
  readonly issues: StoredIssue[] = []
  private next = 500

  constructor(
    private readonly htmlBase: string,
    private readonly timestamp: () => string,
    /** The stand-in's own URL, known once it listens. */
    private readonly apiBase: () => string = () => ''
  ) {}

  json(issue: StoredIssue): Record<string, unknown> {
    return {
      number: issue.number,
      title: issue.title,
      body: issue.body,
      state: issue.state,
      html_url: `${this.htmlBase}/issues/${issue.number}`,
      user: issue.user,
      labels: issue.labels.map(name => ({ name })),
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      ...(issue.pullRequest ? { pull_request: { url: `${this.htmlBase}/pull/${issue.number}` } } : {})
    }
  }

  add(issue: Partial<StoredIssue> & { title: string }): StoredIssue {
    const at = this.timestamp()
    const stored: StoredIssue = {
      number: issue.number ?? this.next++,
      body: issue.body ?? '',
      state: issue.state ?? 'open',
      user: issue.user ?? BOT,
      createdAt: issue.createdAt ?? at,
      updatedAt: issue.updatedAt ?? at,
      pullRequest: issue.pullRequest ?? false,
      labels: issue.labels ?? [],
      ...(issue.moved ? { moved: true } : {}),
      title: issue.title
    }
    this.issues.push(stored)
    return stored
  }

  /** What `GET /issues` lists: GitHub lists pull requests among issues, so they are here too. */
  listed(query: Record<string, string>): Record<string, unknown>[] {
    const state = query.state ?? 'open'
    const labels = query.labels ? query.labels.split(',') : []
    return this.issues
      .filter(i => state === 'all' || i.state === state)
      .filter(i => labels.every(l => i.labels.includes(l)))
      .filter(i => !query.creator || i.user.login === query.creator)
      .filter(i => !i.moved)
      .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.number - a.number))
      .map(i => this.json(i))
  }

  create(body: unknown, user: StoredIssue['user'] = BOT): IssueAnswer {
    const {
      title,
      body: text,
      labels
    } = (body ?? {}) as { title?: unknown; body?: unknown; labels?: unknown }
    if (typeof title !== 'string' || title === '')
      return { status: 422, body: { message: 'title is missing' } }
    if (typeof text === 'string' && text.length > 65536)
      return { status: 422, body: { message: 'body is too long (maximum is 65536 characters)' } }
    const names = Array.isArray(labels) ? labels.filter((l): l is string => typeof l === 'string') : []
    return {
      status: 201,
      body: this.json(this.add({ title, body: typeof text === 'string' ? text : '', labels: names, user }))
    }
  }

  read(number: number, where: 'here' | 'moved' = 'here'): IssueAnswer {
    const issue = this.issues.find(i => i.number === number)
    if (issue?.moved && where === 'here') return this.movedAnswer(number)
    if (issue && !issue.moved && where === 'moved') return { status: 404, body: { message: 'Not Found' } }
    return issue ? { status: 200, body: this.json(issue) } : { status: 404, body: { message: 'Not Found' } }
  }

  /** What GitHub answers for an issue transferred to another repository. */
  private movedAnswer(number: number): IssueAnswer {
    const location = `${this.apiBase()}/repositories/4242/issues/${number}`
    return { status: 301, body: { message: 'Moved Permanently', url: location }, location }
  }

  update(number: number, body: unknown): IssueAnswer {
    const issue = this.issues.find(i => i.number === number)
    if (!issue) return { status: 404, body: { message: 'Not Found' } }
    if (issue.moved) return this.movedAnswer(number)
    const { body: text, title } = (body ?? {}) as { body?: unknown; title?: unknown }
    if (typeof text === 'string') {
      if (text.length > 65536)
        return { status: 422, body: { message: 'body is too long (maximum is 65536 characters)' } }
      issue.body = text
    }
    if (typeof title === 'string') issue.title = title
    issue.updatedAt = this.timestamp()
    return { status: 200, body: this.json(issue) }
  }
}
