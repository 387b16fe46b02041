import { z } from 'zod'

// The event payload as GitHub writes it to GITHUB_EVENT_PATH, read through zod. Every leaf is lenient
// (a field of the wrong type reads as missing, as the hand-written readers did), so a payload fails only
// where a kind of event needs a fact: a pull request's number, a comment, a release.

// Building the schemas costs about 13 ms on Node 24 (measured with --cpu-prof): they are built on first
// use, so a run whose event needs no payload (or has none) never pays it before its first request.

/** The leaves: lenient fields, users, repositories, pull requests, comments, releases. */
function buildLeaves() {
  const text = z.string().optional().catch(undefined)
  const flag = z.boolean().optional().catch(undefined)
  const anyNumber = z.number().optional().catch(undefined)
  /** A number GitHub gives as a positive integer: a pull request's. */
  const positiveInteger = z.number().int().positive()

  const userSchema = z.object({ login: text, type: text }).optional().catch(undefined)

  const ownerSchema = z.object({ login: text }).optional().catch(undefined)

  const repositorySchema = z
    .object({ full_name: text, name: text, fork: flag, private: flag, visibility: text, owner: ownerSchema })
    .optional()
    .catch(undefined)

  const sideSchema = z
    .object({ ref: text, label: text, sha: text, repo: repositorySchema })
    .optional()
    .catch(undefined)

  const pullRequestFields = {
    title: text,
    html_url: text,
    body: text,
    state: text,
    user: userSchema,
    head: sideSchema,
    base: sideSchema,
    changed_files: anyNumber
  }

  /** A pull request with a usable number (an event's, or one the API returned). */
  const pullRequestSchema = z.object({ number: positiveInteger, ...pullRequestFields })

  /** Any pull request: only its sides are read (fork check, preview branch), whatever its number. */
  const anyPullRequestSchema = z
    .object({ number: z.unknown().optional(), ...pullRequestFields })
    .optional()
    .catch(undefined)

  /** A comment; one the payload lacks reads as empty (no body, nobody), as the command rules expect. */
  const commentSchema = z.object({ id: anyNumber, body: text, user: userSchema }).optional().catch(undefined)

  const releaseSchema = z.object({
    tag_name: text,
    name: text,
    body: text,
    html_url: text,
    published_at: text,
    created_at: text,
    draft: flag
  })

  /** File names of one kind in a pushed commit: only strings count. */
  return {
    text,
    flag,
    userSchema,
    repositorySchema,
    pullRequestSchema,
    anyPullRequestSchema,
    commentSchema,
    releaseSchema
  }
}

/** The whole payload and what each kind of event needs from it, over the leaves. */
function buildSchemas() {
  const leaves = buildLeaves()
  const {
    text,
    flag,
    userSchema,
    repositorySchema,
    pullRequestSchema,
    anyPullRequestSchema,
    commentSchema,
    releaseSchema
  } = leaves
  const fileNames = z
    .array(z.unknown())
    .catch([])
    .transform(names => names.filter((name): name is string => typeof name === 'string'))

  const commitSchema = z
    .object({ id: text, message: text, added: fileNames, modified: fileNames, removed: fileNames })
    .catch({ added: [], modified: [], removed: [] })

  /** The push's own commit list, of which the first 20 are read (the fallback when the compare API fails). */
  const commitsSchema = z
    .array(z.unknown())
    .catch([])
    .transform(list => list.slice(0, 20).map(commit => commitSchema.parse(commit)))

  /** The facts every event can carry, read leniently: this parse fails only for a payload that is no object. */
  const payloadSchema = z.object({
    action: text,
    sender: userSchema,
    repository: repositorySchema,
    pull_request: anyPullRequestSchema,
    ref: text,
    before: text,
    after: text,
    forced: flag,
    commits: commitsSchema,
    schedule: text
  })

  /** What each kind of event needs from its payload; a payload without it becomes `other`. */
  const pullRequestEventSchema = z.object({ pull_request: pullRequestSchema })

  const issueCommentEventSchema = z.object({
    issue: z.object({
      number: z.number(),
      state: text,
      user: userSchema,
      pull_request: z.unknown().optional()
    }),
    comment: commentSchema
  })

  const reviewCommentEventSchema = z.object({ pull_request: pullRequestSchema, comment: commentSchema })

  const releaseEventSchema = z.object({ release: releaseSchema })
  return {
    payloadSchema,
    pullRequestEventSchema,
    issueCommentEventSchema,
    reviewCommentEventSchema,
    releaseEventSchema,
    ...leaves
  }
}

// A cache of pure data: the schemas are built on first use (zod's start-up cost) and are the same for
// every run; no run changes them.
// eslint-disable-next-line no-restricted-syntax
let built: ReturnType<typeof buildSchemas> | undefined
/** The payload's schemas, built once, on first use. */
export const eventSchemas = (): ReturnType<typeof buildSchemas> => (built ??= buildSchemas())

type Schemas = ReturnType<typeof buildSchemas>
export type RawPullRequest = z.infer<Schemas['pullRequestSchema']>
export type RawRelease = z.infer<Schemas['releaseSchema']>
export type RawPayload = z.infer<Schemas['payloadSchema']>
export type RawComment = z.infer<Schemas['commentSchema']>

/** The first problem zod found, as a sentence naming the field. */
export function firstProblem(event: string, error: z.ZodError): string {
  const issue = error.issues[0]
  const path = issue?.path.join('.') || 'payload'
  return `the \`${event}\` event's payload has no usable \`${path}\` (${issue?.message ?? 'invalid'})`
}
