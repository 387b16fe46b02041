// A mock of the analytics API built from the official contract (./analytics-contract.ts), not from the
// simulator: every answer is generated from the endpoint's response schema (counts that may be
// fractional, optional fields left out, nullable fields null, any anyOf variant), and every request is
// checked against the endpoint's parameters. A request the contract does not allow is answered 400, as
// the API would, and recorded in `violations`.
//
// What the schema cannot say is taken from the API's docs (../../../shared/API.md): the rows of one
// assistant conversation share its id, `/views` totals are the sums of the rows, `totalSearches` is the
// sum of the hits, and a visitor counted on two pages is one unique visitor in the totals.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { prng, ulid } from '../analytics.js'
import { ANALYTICS_ENDPOINTS, type Endpoint, type Schema } from './analytics-contract.js'

export interface ContractMock {
  url: string
  /** Requests the contract does not allow, one line each. */
  violations: string[]
  /** `path?query` of every request. */
  requests: string[]
  /** The rows each list endpoint holds, as generated (before paging). */
  rows: Record<string, Record<string, unknown>[]>
  close(): Promise<void>
}

const PREFIX = '/v1/analytics/'
const START_MS = Date.UTC(2026, 1, 1)
const RANGE_MS = 28 * 86_400_000
const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/

/** Where `value` breaks `schema`, or undefined. Used on the mock's own answers and on query values. */
export function breach(schema: Schema, value: unknown, at = '$'): string | undefined {
  if ('anyOf' in schema)
    return schema.anyOf.some(s => breach(s, value, at) === undefined)
      ? undefined
      : `${at}: matches no variant`
  if (value === null) return 'nullable' in schema && schema.nullable ? undefined : `${at}: null`
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return `${at}: not a string`
      if (schema.enum && !schema.enum.includes(value))
        return `${at}: ${value} is not one of ${schema.enum.join(', ')}`
      if (schema.format === 'ulid' && !ULID_PATTERN.test(value)) return `${at}: not a ULID`
      return undefined
    case 'number':
    case 'integer':
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${at}: not a number`
      if (schema.type === 'integer' && !Number.isInteger(value)) return `${at}: not an integer`
      if (schema.minimum !== undefined && value < schema.minimum) return `${at}: below ${schema.minimum}`
      if (schema.maximum !== undefined && value > schema.maximum) return `${at}: above ${schema.maximum}`
      return undefined
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${at}: not a boolean`
    case 'array':
      if (!Array.isArray(value)) return `${at}: not an array`
      for (const [i, item] of value.entries()) {
        const found = breach(schema.items, item, `${at}[${i}]`)
        if (found) return found
      }
      return undefined
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return `${at}: not an object`
      const record = value as Record<string, unknown>
      for (const key of schema.required) if (!(key in record)) return `${at}.${key}: missing`
      for (const [key, item] of Object.entries(record)) {
        const property = schema.properties[key]
        if (!property) return `${at}.${key}: not in the schema`
        const found = breach(property, item, `${at}.${key}`)
        if (found) return found
      }
      return undefined
    }
  }
}

/** A value of `schema`, as a mock server generating from the contract would give it. */
function generate(schema: Schema, rnd: () => number, name: string): unknown {
  if ('anyOf' in schema) return generate(schema.anyOf[rnd() % schema.anyOf.length]!, rnd, name)
  if ('nullable' in schema && schema.nullable && rnd() % 5 === 0) return null
  switch (schema.type) {
    case 'string':
      if (schema.enum) return schema.enum[rnd() % schema.enum.length]
      if (schema.format === 'ulid') return ulid(START_MS + (rnd() % RANGE_MS), rnd)
      // A timestamp is a plain string in the schema; the docs say it is ISO 8601.
      if (/At$|^timestamp$/.test(name)) return new Date(START_MS + (rnd() % RANGE_MS)).toISOString()
      return `${name} ${(rnd() % 100_000).toString(36)}${rnd() % 7 === 0 ? ' =1+1, "é\n' : ''}`
    case 'number':
      // `number`, not `integer`: a real count may come back fractional.
      return rnd() % 6 === 0 ? (rnd() % 4000) / 8 : rnd() % 500
    case 'integer':
      return rnd() % 500
    case 'boolean':
      return rnd() % 2 === 0
    case 'array':
      return Array.from({ length: rnd() % 3 }, () => generate(schema.items, rnd, name))
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(schema.properties))
        if (schema.required.includes(key) || rnd() % 2 === 0) out[key] = generate(property, rnd, key)
      return out
    }
  }
}

const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((s, r) => s + (r[key] as number), 0)
const itemsOf = (endpoint: Endpoint, key: string): Schema => {
  const ok = endpoint.ok as Extract<Schema, { type: 'object' }>
  return (ok.properties[key] as Extract<Schema, { type: 'array' }>).items
}

/** The rows of each list endpoint, unique where the API makes them unique. */
function datasets(seed: number, size: number): Record<string, Record<string, unknown>[]> {
  const rnd = prng(seed)
  const byPath = new Map(ANALYTICS_ENDPOINTS.map(e => [e.path, e]))
  const make = (
    path: string,
    key: string,
    n: number,
    identify: (row: Record<string, unknown>, i: number) => void
  ) =>
    Array.from({ length: n }, (_, i) => {
      const row = generate(itemsOf(byPath.get(path)!, key), rnd, key) as Record<string, unknown>
      identify(row, i)
      return row
    })
  const traffic = (row: Record<string, unknown>, i: number) => {
    row.path = `/docs/page-${i}`
    row.total = (row.human as number) + (row.ai as number)
  }
  return {
    views: make('views', 'views', size, traffic),
    visitors: make('visitors', 'visitors', size, traffic),
    searches: make('searches', 'searches', size, (row, i) => {
      row.searchQuery = `${row.searchQuery as string} #${i}`
      row.hits = Math.round(row.hits as number)
    }),
    feedback: make('feedback', 'feedback', size, (row, i) => (row.id = `fb_${i}`)),
    'feedback/by-page': make('feedback/by-page', 'feedback', Math.min(size, 100), (row, i) => {
      row.path = `/docs/page-${i}`
    }),
    // Turns of one conversation share its id (the docs' thread id), each with its own timestamp.
    assistant: make('assistant', 'conversations', size, (row, i) => {
      row.id = ulid(START_MS + Math.floor(i / 3) * 60_000, prng(seed + Math.floor(i / 3)))
      row.timestamp = new Date(START_MS + i * 1000).toISOString()
    })
  }
}

function queryBreaches(endpoint: Endpoint, query: URLSearchParams): string[] {
  const found: string[] = []
  for (const [name, raw] of query) {
    const parameter = endpoint.query.find(p => p.name === name)
    if (!parameter) {
      found.push(`${endpoint.path}: parameter ${name} is not in the contract`)
      continue
    }
    const numeric =
      'type' in parameter.schema &&
      (parameter.schema.type === 'number' || parameter.schema.type === 'integer')
    const value = numeric && raw.trim() !== '' ? Number(raw) : raw
    const problem = breach(parameter.schema, value, name)
    if (problem) found.push(`${endpoint.path}: ${problem}`)
    if ((name === 'dateFrom' || name === 'dateTo') && !DATE_PATTERN.test(raw))
      found.push(`${endpoint.path}: ${name}=${raw} is neither ISO 8601 nor YYYY-MM-DD`)
  }
  return found
}

/** A cursor in the ULID format the contract gives `/assistant`: the row's index in Crockford base 32. */
function cursorAt(index: number): string {
  let text = ''
  for (let n = index; text.length < 26; n = Math.floor(n / 32)) text = CROCKFORD[n % 32] + text
  return text
}

/** The page of `rows` that `query` asks for, shaped as the endpoint's 200 answer. */
function pageOf(
  endpoint: Endpoint,
  rows: Record<string, unknown>[],
  query: URLSearchParams
): Record<string, unknown> {
  const limit = Number(query.get('limit') ?? 50)
  const cursorIndex = (cursor: string | null) =>
    cursor === null ? 0 : [...cursor].reduce((n, c) => n * 32 + CROCKFORD.indexOf(c), 0)
  switch (endpoint.path) {
    case 'views':
    case 'visitors': {
      const offset = Number(query.get('offset') ?? 0)
      const totals = { human: sum(rows, 'human'), ai: sum(rows, 'ai'), total: sum(rows, 'total') }
      // A visitor who read two pages is one unique visitor in the totals.
      if (endpoint.path === 'visitors') totals.total = Math.floor(totals.total * 0.8)
      return {
        totals,
        [endpoint.path]: rows.slice(offset, offset + limit),
        hasMore: offset + limit < rows.length
      }
    }
    case 'feedback/by-page':
      return { feedback: rows.slice(0, limit), hasMore: limit < rows.length }
    default: {
      const from = cursorIndex(query.get('cursor'))
      const more = from + limit < rows.length
      const key = endpoint.path === 'assistant' ? 'conversations' : endpoint.path
      const page: Record<string, unknown> = {
        [key]: rows.slice(from, from + limit),
        nextCursor: more ? cursorAt(from + limit) : null
      }
      if (endpoint.path === 'searches') page.totalSearches = sum(rows, 'hits')
      else page.hasMore = more
      return page
    }
  }
}

export async function startContractMock(options: {
  seed: number
  size: number
  project: string
}): Promise<ContractMock> {
  const rows = datasets(options.seed, options.size)
  const callerStats = generate(
    ANALYTICS_ENDPOINTS.find(e => e.path === 'assistant/caller-stats')!.ok,
    prng(options.seed),
    'stats'
  )
  const violations: string[] = []
  const requests: string[] = []
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://mock')
    requests.push(`${url.pathname}${url.search}`)
    const prefix = `${PREFIX}${encodeURIComponent(options.project)}/`
    const endpoint = ANALYTICS_ENDPOINTS.find(e => url.pathname === prefix + e.path)
    if (req.method !== 'GET' || !endpoint) {
      violations.push(`${req.method} ${url.pathname}: not an endpoint of the contract`)
      return send(res, 404, { error: 'Not found' })
    }
    if (!/^Bearer \S+$/.test(req.headers.authorization ?? ''))
      violations.push(`${endpoint.path}: no bearer token`)
    const problems = queryBreaches(endpoint, url.searchParams)
    if (problems.length > 0) {
      violations.push(...problems)
      return send(res, 400, {
        error: 'Invalid query parameters',
        details: problems.map(message => ({ message }))
      })
    }
    const body =
      endpoint.path === 'assistant/caller-stats'
        ? callerStats
        : pageOf(endpoint, rows[endpoint.path] ?? [], url.searchParams)
    // The mock holds itself to the contract too.
    const own = breach(endpoint.ok, body)
    if (own) throw new Error(`the mock broke its own contract: ${own}`)
    send(res, 200, body)
  }
  const server = createServer((req, res) => {
    try {
      handle(req, res)
    } catch (error) {
      send(res, 500, { error: String(error) })
    }
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    violations,
    requests,
    rows,
    close: () => new Promise<void>(resolve => server.close(() => resolve()))
  }
}
