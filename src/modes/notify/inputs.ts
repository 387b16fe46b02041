import { z } from 'zod'
import { listOf, type InputParser } from '../../kernel/inputs/parser.js'
import type { CommonInputName } from '../../kernel/inputs/registry.js'
import type { CommonInputs } from '../../kernel/inputs/types.js'
import type { NotifyInputs, RepositoryName } from './input-types.js'

/** Notify mode's inputs besides the common ones, with action.yml's defaults. */
export const NOTIFY_INPUTS = {
  repositories: undefined,
  'event-type': 'docs-agent-pr',
  'agent-authors': 'mintlify[bot]',
  'dispatch-token': undefined
} as const

/** The common inputs notify reads: it never calls the docs API, so it needs no key and no project. */
export const NOTIFY_COMMON = ['timeout-minutes'] as const satisfies readonly CommonInputName[]

type InputName = keyof typeof NOTIFY_INPUTS | CommonInputName

/** The most repositories one step notifies: its requests stay bounded. */
export const MAX_REPOSITORIES = 20

// GitHub's rules for names: an owner is 1-39 letters, digits or inner hyphens; a repository's name is
// letters, digits, `.`, `_` and `-`, at most 100, and never `.` or `..`.
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/
const NAME = /^[A-Za-z0-9._-]{1,100}$/
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/
const EVENT_TYPE = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/

const shown = (values: string[]) =>
  values
    .slice(0, 3)
    .map(v => JSON.stringify(v.slice(0, 120)))
    .join(', ') + (values.length > 3 ? `, and ${values.length - 3} more` : '')

/** `repositories`: owner/name, separated by commas or line breaks; each once (GitHub's names ignore case). */
function parseRepositories(r: InputParser<InputName>): RepositoryName[] {
  const text = r.raw('repositories')
  if (!text) {
    r.problems.push(
      '`repositories` is required in notify mode: the code repositories to send the dispatch to, as `owner/name` (such as `acme/widgets`), separated by commas or line breaks'
    )
    return []
  }
  const words = text
    .split(/[,\s]+/)
    .map(w => w.trim())
    .filter(Boolean)
  const bad = words.filter(w => {
    const [owner = '', name = '', ...rest] = w.split('/')
    return rest.length > 0 || !OWNER.test(owner) || !NAME.test(name) || name === '.' || name === '..'
  })
  if (bad.length > 0) {
    r.problems.push(
      `\`repositories\` must name each repository as \`owner/name\` (such as \`acme/widgets\`), separated by commas or line breaks; not ${shown(bad)}`
    )
    return []
  }
  const seen = new Set<string>()
  const repositories = words.flatMap(w => {
    if (seen.has(w.toLowerCase())) return []
    seen.add(w.toLowerCase())
    const [owner = '', name = ''] = w.split('/')
    return [{ owner, name }]
  })
  if (repositories.length > MAX_REPOSITORIES)
    r.problems.push(
      `\`repositories\` names ${repositories.length} repositories; one step notifies at most ${MAX_REPOSITORIES}`
    )
  return repositories
}

/** `agent-authors`: the agent's logins, such as `mintlify[bot]`. */
function parseAuthors(r: InputParser<InputName>): string[] {
  const logins = listOf(r.value('agent-authors'))
  const bad = logins.filter(login => !LOGIN.test(login))
  if (logins.length === 0)
    r.problems.push('`agent-authors` is empty: notify announces the pull requests these logins open')
  else if (bad.length > 0)
    r.problems.push(
      `\`agent-authors\` must be GitHub logins (such as \`mintlify[bot]\`), separated by commas; not ${shown(bad)}`
    )
  return logins
}

function parseToken(r: InputParser<InputName>): string {
  const token = r.raw('dispatch-token')
  if (!token)
    r.problems.push(
      "`dispatch-token` is required in notify mode: a GitHub App installation token or a fine-grained personal access token with `Contents: Read and write` on each of `repositories` (the workflow's GITHUB_TOKEN can send a dispatch only to its own repository)"
    )
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f\s]/.test(token))
    r.problems.push(
      '`dispatch-token` contains a space, a line break or another control character: copy the token again into the secret, on one line'
    )
  return token
}

export function notifyInputs(r: InputParser<InputName>, common: CommonInputs): NotifyInputs {
  // In action.yml's order, so the problems are listed in it.
  const repositories = parseRepositories(r)
  const eventType = r.parse(
    'event-type',
    z.string().regex(EVENT_TYPE, {
      message:
        'must be 1 to 100 letters, digits, `.`, `_`, `:`, `/` or `-`, starting with a letter or a digit, such as `docs-agent-pr`'
    })
  )
  return {
    ...common,
    mode: 'notify',
    repositories,
    eventType: eventType ?? '',
    agentAuthors: parseAuthors(r),
    dispatchToken: parseToken(r)
  }
}
