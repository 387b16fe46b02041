import { readFileSync } from 'node:fs'
import { errorMessage } from '../error-message.js'
import { dispatchFacts } from './dispatch-hint.js'
import { eventSchemas, firstProblem, type RawComment, type RawPayload } from './event-schema.js'
import {
  actorOf,
  factsOf,
  pullRequestFacts,
  releaseFacts,
  sha,
  type CommentFacts,
  type KindFacts,
  type Trigger,
  type TriggerSource
} from './facts.js'

// What started this run, read once: the event's name and payload (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH)
// and the runner's variables, parsed through zod into one discriminated union. A payload that cannot be
// read, or lacks what its kind needs, is `other` with what could be read and a `problem` that says why,
// for the consumer that needed more; it is never a crash.

export * from './facts.js'
export * from './dispatch-hint.js'
export * from './questions.js'

/** The Trigger of this run, from the runner's variables and the event file. Call it once per run. */
export function readTrigger(env: NodeJS.ProcessEnv = process.env): Trigger {
  const path = env.GITHUB_EVENT_PATH
  const source = { eventName: env.GITHUB_EVENT_NAME, env }
  if (!path)
    return parseTrigger({ ...source, unreadable: 'there is no event payload (GITHUB_EVENT_PATH is not set)' })
  let json: string
  try {
    json = readFileSync(path, 'utf8')
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    const why = missing
      ? `the event payload file ${path} does not exist`
      : `the event payload file ${path} cannot be read (${errorMessage(error)})`
    return parseTrigger({ ...source, unreadable: why })
  }
  try {
    return parseTrigger({ ...source, payload: JSON.parse(json) })
  } catch (error) {
    return parseTrigger({ ...source, unreadable: `the event payload is not JSON (${errorMessage(error)})` })
  }
}

/** The Trigger for an event name, its payload and the runner's variables: pure, for tests. */
export function parseTrigger(source: TriggerSource): Trigger {
  const event = source.eventName ?? ''
  const env = source.env ?? {}
  if (source.unreadable !== undefined)
    return { ...factsOf(event, env, undefined), kind: 'other', problem: source.unreadable }
  const parsed = eventSchemas().payloadSchema.safeParse(source.payload)
  if (!parsed.success)
    return {
      ...factsOf(event, env, undefined),
      kind: 'other',
      problem: 'the event payload is not a JSON object'
    }
  const facts = factsOf(event, env, parsed.data)
  const { owner, name } = facts.repository
  const dispatch = dispatchFacts(event, source.payload, `${owner}/${name}`)
  return { ...facts, ...(dispatch ? { dispatch } : {}), ...kindOf(event, source.payload, parsed.data) }
}

const commentFacts = (action: string, raw: RawComment): CommentFacts => ({
  id: raw?.id ?? 0,
  body: raw?.body ?? '',
  author: actorOf(raw?.user),
  edited: action === 'edited',
  deleted: action === 'deleted'
})

/** The kind of event and its own facts; `other` (with the problem) when the payload lacks them. */
function kindOf(event: string, payload: unknown, raw: RawPayload): KindFacts {
  const action = raw.action ?? ''
  switch (event) {
    case 'pull_request':
    case 'pull_request_target': {
      const parsed = eventSchemas().pullRequestEventSchema.safeParse(payload)
      if (!parsed.success) return { kind: 'other', problem: firstProblem(event, parsed.error) }
      const pullRequest = pullRequestFacts(parsed.data.pull_request)
      return { kind: 'pull-request', number: pullRequest.number, pullRequest }
    }
    case 'issue_comment': {
      const parsed = eventSchemas().issueCommentEventSchema.safeParse(payload)
      if (!parsed.success) return { kind: 'other', problem: firstProblem(event, parsed.error) }
      const { issue, comment } = parsed.data
      return {
        kind: 'comment',
        number: issue.number,
        review: false,
        onPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
        state: issue.state ?? '',
        comment: commentFacts(action, comment),
        openedBy: actorOf(issue.user)
      }
    }
    case 'pull_request_review_comment': {
      const parsed = eventSchemas().reviewCommentEventSchema.safeParse(payload)
      if (!parsed.success) return { kind: 'other', problem: firstProblem(event, parsed.error) }
      const pullRequest = pullRequestFacts(parsed.data.pull_request)
      return {
        kind: 'comment',
        number: pullRequest.number,
        review: true,
        onPullRequest: true,
        state: pullRequest.state,
        comment: commentFacts(action, parsed.data.comment),
        openedBy: pullRequest.author,
        pullRequest
      }
    }
    case 'push':
      return {
        kind: 'push',
        push: {
          ref: raw.ref ?? '',
          before: raw.before ?? '',
          after: sha(raw.after),
          forced: raw.forced === true,
          commits: raw.commits.map(c => ({
            sha: sha(c.id),
            message: c.message ?? '',
            added: c.added,
            modified: c.modified,
            removed: c.removed
          }))
        }
      }
    case 'release': {
      const parsed = eventSchemas().releaseEventSchema.safeParse(payload)
      if (!parsed.success) return { kind: 'other', problem: firstProblem(event, parsed.error) }
      return { kind: 'release', release: releaseFacts(parsed.data.release) }
    }
    case 'schedule':
      return { kind: 'schedule', schedule: raw.schedule ?? '' }
    case 'workflow_dispatch':
      return { kind: 'manual' }
    default:
      return { kind: 'other' }
  }
}
