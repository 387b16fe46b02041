// On the built bundle: 20 waiting pull requests whose jobs ended, with GitHub answering 502, a
// secondary rate limit (403, with and without `retry-after`) or 404 on a third of the sweep's writes
// (seeded), swept again and again until nothing is left: every check completed with the job's
// outcome, every label gone, every comment finished. Prints the number of sweeps it took.
import { describe, expect, test } from '@jest/globals'
import { commentState, runEvent } from '../../../__fixtures__/runs.js'
import { JOBS_COMPLETE_AT_ONCE, useGitHubApi, useSimulator } from '../../../__fixtures__/servers.js'
import { setRandomFaults } from '../../../simulator/github/index.js'
import { seedWaiting, WAITING_LABEL } from './waiting-fixture.js'

const sim = useSimulator(JOBS_COMPLETE_AT_ONCE)
const gh = useGitHubApi()

const MAX_SWEEPS = 40

const sweep = () =>
  runEvent(sim, gh, {
    event: 'schedule',
    payload: { schedule: '17 */6 * * *', repository: { name: 'widgets', owner: { login: 'acme' } } },
    // Short: a secondary limit's minute does not fit, so such a sweep stops and the next goes on.
    inputs: { mode: 'sweep', 'timeout-minutes': '0.75' }
  })

describe('a sweep under random GitHub faults settles', () => {
  test('20 pull requests, a third of the writes failing: every check completed, every label gone, no outcome lost', async () => {
    const seeded = Array.from({ length: 20 }, (_, i) => ({
      n: 200 + i,
      ...seedWaiting(sim, gh, 200 + i, { job: 'ended' })
    }))
    const injected = setRandomFaults(gh, {
      seed: 40,
      share: 1 / 3,
      kinds: ['502', '403-retry-after', '403-secondary', '404']
    })
    const settled = () =>
      seeded.every(
        pr =>
          !(gh.labels.get(pr.n)?.has(WAITING_LABEL) ?? false) &&
          gh.checkRuns.find(c => c.id === pr.check)?.status === 'completed'
      )
    let sweeps = 0
    try {
      while (!settled() && sweeps < MAX_SWEEPS) {
        sweeps++
        const run = await sweep()
        expect(run.stdout).not.toMatch(/lacks the permission|needs `checks: write`/)
      }
    } finally {
      setRandomFaults(gh, undefined)
    }
    console.log(
      `Settled after ${sweeps} sweep(s); ${injected.length} faults injected (${['502', '403-retry-after', '403-secondary', '404'].map(k => `${k}: ${injected.filter(f => f.kind === k).length}`).join(', ')}).`
    )
    expect(settled()).toBe(true)
    expect(injected.length).toBeGreaterThan(10)
    for (const pr of seeded) {
      const check = gh.checkRuns.find(c => c.id === pr.check)
      expect(check).toMatchObject({ status: 'completed', conclusion: 'success', detailsUrl: pr.prLink })
      // Completed again only with the same outcome (a sweep whose comment write failed tries again).
      expect(new Set(check?.completions)).toEqual(new Set(['success']))
      const comment = gh.comments.find(c => c.issueNumber === pr.n)
      expect(commentState(gh, comment)?.pending).toBeUndefined()
      expect(comment?.body).toContain(
        `✅ Finished: <code>completed</code>, pull request: <a href="${pr.prLink}">`
      )
    }
  }, 900_000)
})
