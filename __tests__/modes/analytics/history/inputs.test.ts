import { describe, expect, test } from '@jest/globals'
import { branchNameProblem } from '../../../../src/modes/analytics/history/inputs.js'

describe('history-branch: a name Git accepts, checked before any request', () => {
  test.each(['docs-analytics-history', 'data/history', 'history_2026', 'a.b'])('%s is accepted', name => {
    expect(branchNameProblem(name)).toBeUndefined()
  })
  test.each([
    ['data..history', /`\.\.`/],
    ['has space', /space/],
    ['refs/heads/data', /leave out `refs\/heads\/`/],
    ['data/', /empty part/],
    ['-data', /starts with `-`/],
    ['data.lock', /\.lock/],
    ['data/.hidden', /starts with `\.`/],
    ['data@{1}', /@\{/],
    ['data~1', /~/],
    ['data.', /ends with `\.`/],
    ['x'.repeat(201), /longer than 200/]
  ])('%s is refused', (name, why) => {
    expect(branchNameProblem(name)).toMatch(why)
  })
})
