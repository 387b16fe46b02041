// What the rest of the action asks of the trigger, answered here, so no consumer tests event-name
// strings against sets of its own. Answered from the event's name, not the payload's kind: a payload
// that could not be read is `other`, and a pull request's or a comment's run must still be treated as
// one (admission skips it rather than letting it through unchecked).

/** Any trigger: a question needs only the event's name. */
type Asked = { readonly event: string }

const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target'])
const COMMENT_EVENTS: ReadonlySet<string> = new Set(['issue_comment', 'pull_request_review_comment'])

/** A pull request's own event: `pull_request` or `pull_request_target`. */
export const isPullRequest = (trigger: Asked): boolean => PULL_REQUEST_EVENTS.has(trigger.event)

/**
 * `pull_request_target`: the base's workflow, run with its secrets and write access for anyone's pull
 * request (a fork's included), where `pull_request` runs a fork's with neither.
 */
export const isPullRequestTarget = (trigger: Asked): boolean => trigger.event === 'pull_request_target'

/** A comment: on an issue or a pull request (`issue_comment`), or on a line of a diff (a review comment). */
export const isComment = (trigger: Asked): boolean => COMMENT_EVENTS.has(trigger.event)

/** An event whose payload can name a pull request: the pull request's own, or a comment. */
export const mayConcernPullRequest = (trigger: Asked): boolean => isPullRequest(trigger) || isComment(trigger)

export const isPush = (trigger: Asked): boolean => trigger.event === 'push'

export const isRelease = (trigger: Asked): boolean => trigger.event === 'release'

/** Code was pushed or released: what changed is a range of commits. */
export const isCodeChange = (trigger: Asked): boolean => isPush(trigger) || isRelease(trigger)
