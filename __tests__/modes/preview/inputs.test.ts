// The inputs of preview mode: the branch from the pull request, and one clear error per bad input,
// each naming it, before any request.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InputError } from '../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../src/modes/index.js'
import type { PreviewInputs } from '../../../src/modes/preview/input-types.js'

const NOW = new Date('2026-11-22T10:30:00Z')
const reader = (values: Record<string, string>) => (name: string) => values[name] ?? ''
const base = { 'api-key': 'mint_abc', 'project-id': 'proj' }
const dir = mkdtempSync(join(tmpdir(), 'preview-inputs-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let events = 0
/** The environment of a run for `event`, with its payload in a file. */
function eventEnv(event: string, payload: unknown): NodeJS.ProcessEnv {
  const path = join(dir, `event-${++events}.json`)
  writeFileSync(path, JSON.stringify(payload))
  return { GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: path }
}
const pullRequest = (head: string, headRepo = 'acme/docs') => ({
  pull_request: {
    number: 7,
    head: { ref: head, repo: { full_name: headRepo, fork: headRepo !== 'acme/docs' } },
    base: { ref: 'main', repo: { full_name: 'acme/docs' } }
  }
})

function problems(values: Record<string, string>, env: NodeJS.ProcessEnv = {}): string[] {
  try {
    parseInputs(reader(values), env, NOW)
  } catch (error) {
    if (error instanceof InputError) return error.problems
    throw error
  }
  throw new Error('expected an InputError')
}

describe('preview', () => {
  it('takes `branch` as given', () => {
    const { inputs } = parseInputs(reader({ ...base, mode: 'preview', branch: ' docs/new-page ' }), {}, NOW)
    expect(inputs).toMatchObject({ mode: 'preview', branch: 'docs/new-page', commentOnPr: true })
  })

  it.each(['pull_request', 'pull_request_target'])(
    "defaults to the pull request's head branch on %s",
    event => {
      const { inputs } = parseInputs(
        reader({ ...base, mode: 'preview' }),
        eventEnv(event, pullRequest('fix/typo')),
        NOW
      )
      expect((inputs as PreviewInputs).branch).toBe('fix/typo')
    }
  )

  it('`matrix-leg`: empty by default, a short name as given, anything else an error naming it', () => {
    const leg = (value?: string) =>
      parseInputs(
        reader({ ...base, mode: 'preview', branch: 'main', ...(value ? { 'matrix-leg': value } : {}) }),
        {},
        NOW
      ).inputs as PreviewInputs
    expect(leg().matrixLeg).toBe('')
    expect(leg(' docs/v2 ').matrixLeg).toBe('docs/v2')
    for (const bad of ['two words', 'x -->', 'a'.repeat(65)])
      expect(problems({ ...base, mode: 'preview', branch: 'main', 'matrix-leg': bad })).toEqual([
        expect.stringMatching(/^`matrix-leg` must be a short name .*, got /)
      ])
  })

  it('an explicit branch wins over the pull request', () => {
    const env = eventEnv('pull_request', pullRequest('fix/typo'))
    const { inputs } = parseInputs(reader({ ...base, mode: 'preview', branch: 'main' }), env, NOW)
    expect((inputs as PreviewInputs).branch).toBe('main')
  })

  it('without a branch outside a pull request: an error naming `branch` and the event', () => {
    expect(problems({ ...base, mode: 'preview' }, eventEnv('push', {}))).toEqual([
      "`branch` is required in preview mode outside a pull request (this run's event is `push`): name the branch to preview, such as `branch: ${{ github.ref_name }}`"
    ])
  })

  it("on a fork's pull request: its branch is not in this repository", () => {
    const env = eventEnv('pull_request_target', pullRequest('patch-1', 'stranger/docs'))
    expect(problems({ ...base, mode: 'preview' }, env)).toEqual([
      expect.stringMatching(
        /^`branch` is empty and the pull request comes from a fork \("stranger\/docs"\).*set `branch`$/
      )
    ])
  })

  it('a payload without a head branch, and a branch with spaces, are errors', () => {
    expect(problems({ ...base, mode: 'preview' }, eventEnv('pull_request', { pull_request: {} }))).toEqual([
      "`branch` is empty and the pull request's head branch could not be read from the event: set `branch`"
    ])
    expect(problems({ ...base, mode: 'preview', branch: 'two words' })).toEqual([
      '`branch` must be a branch name, without spaces or control characters and at most 255 characters, got "two words"'
    ])
  })
})
