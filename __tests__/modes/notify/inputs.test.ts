// Notify mode's inputs (src/modes/notify/inputs.ts), through the kernel's parser as a step reads them:
// each bad value named, the repositories split and deduplicated, and no key or project needed, while
// the other modes still need both.
import { describe, expect, test } from '@jest/globals'
import { InputError } from '../../../src/kernel/inputs/index.js'
import { parseInputs } from '../../../src/modes/index.js'

const NOW = new Date('2026-11-27T10:00:00Z')
const TOKEN = 'ghs_0123456789abcdefghij'
const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''

function problems(values: Record<string, string>): string[] {
  try {
    parseInputs(read(values), {}, NOW)
  } catch (error) {
    if (error instanceof InputError) return error.problems
    throw error
  }
  throw new Error('expected an InputError')
}

describe('notify inputs', () => {
  test('the defaults, the list split on commas and line breaks, each repository once', () => {
    const { inputs } = parseInputs(
      read({
        mode: 'notify',
        repositories: 'acme/widgets,\nAcme/Widgets\n other-org/api.v2 ,',
        'dispatch-token': TOKEN
      }),
      {},
      NOW
    )
    expect(inputs).toMatchObject({
      mode: 'notify',
      apiKey: '',
      projectId: '',
      repositories: [
        { owner: 'acme', name: 'widgets' },
        { owner: 'other-org', name: 'api.v2' }
      ],
      eventType: 'docs-agent-pr',
      agentAuthors: ['mintlify[bot]'],
      dispatchToken: TOKEN,
      timeoutMs: 30 * 60_000
    })
  })

  test('every bad input named at once, and no word of the key or the project', () => {
    expect(
      problems({
        mode: 'notify',
        repositories: 'acme/widgets, acme, ../etc, a/b/c, acme/..',
        'event-type': 'x'.repeat(101),
        'agent-authors': ',',
        'dispatch-token': 'ghs_a\nb'
      })
    ).toEqual([
      '`repositories` must name each repository as `owner/name` (such as `acme/widgets`), separated by commas or line breaks; not "acme", "../etc", "a/b/c", and 1 more',
      `\`event-type\` must be 1 to 100 letters, digits, \`.\`, \`_\`, \`:\`, \`/\` or \`-\`, starting with a letter or a digit, such as \`docs-agent-pr\`, got "${'x'.repeat(101)}"`,
      '`agent-authors` is empty: notify announces the pull requests these logins open',
      '`dispatch-token` contains a space, a line break or another control character: copy the token again into the secret, on one line'
    ])
  })

  test('required: the repositories and the token', () => {
    expect(problems({ mode: 'notify' })).toEqual([
      expect.stringContaining('`repositories` is required in notify mode'),
      expect.stringContaining('`dispatch-token` is required in notify mode')
    ])
  })

  test('at most 20 repositories', () => {
    const many = Array.from({ length: 21 }, (_, i) => `acme/r${i}`).join(',')
    expect(problems({ mode: 'notify', repositories: many, 'dispatch-token': TOKEN })).toEqual([
      '`repositories` names 21 repositories; one step notifies at most 20'
    ])
  })

  test('the other modes still need the key and the project', () => {
    for (const mode of ['agent', 'sweep', 'analytics'])
      expect(problems({ mode, prompt: 'x' })).toEqual(
        expect.arrayContaining([
          expect.stringContaining('`api-key` is required'),
          expect.stringContaining('`project-id` is required')
        ])
      )
  })
})
