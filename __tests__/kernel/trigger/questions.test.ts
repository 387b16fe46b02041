// What the trigger answers (questions.ts): every consumer asks these instead of testing event names.
// Answered from the event's name, so a payload that could not be read still counts as its event.
import { expect, it } from '@jest/globals'
import {
  isCodeChange,
  isComment,
  isPullRequest,
  isPullRequestTarget,
  isPush,
  isRelease,
  mayConcernPullRequest,
  parseTrigger
} from '../../../src/kernel/trigger/index.js'

const QUESTIONS = {
  isPullRequest,
  isPullRequestTarget,
  isComment,
  mayConcernPullRequest,
  isPush,
  isRelease,
  isCodeChange
}

const yes = (event: string) =>
  Object.entries(QUESTIONS)
    .filter(([, ask]) => ask(parseTrigger({ eventName: event, payload: {} })))
    .map(([name]) => name)

it.each([
  ['pull_request', ['isPullRequest', 'mayConcernPullRequest']],
  ['pull_request_target', ['isPullRequest', 'isPullRequestTarget', 'mayConcernPullRequest']],
  ['issue_comment', ['isComment', 'mayConcernPullRequest']],
  ['pull_request_review_comment', ['isComment', 'mayConcernPullRequest']],
  ['push', ['isPush', 'isCodeChange']],
  ['release', ['isRelease', 'isCodeChange']],
  ['workflow_dispatch', []],
  ['schedule', []],
  ['', []]
])('%j answers yes to %j only', (event, answers) => {
  expect(yes(event)).toEqual(answers)
})

it('answers for an unreadable payload as for its event', () => {
  const unread = parseTrigger({ eventName: 'issue_comment', unreadable: 'not JSON' })
  expect(unread.kind).toBe('other')
  expect(isComment(unread)).toBe(true)
  expect(isPullRequest(unread)).toBe(false)
})
