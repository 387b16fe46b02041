import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import {
  CANCEL_GRACE_MS,
  GITHUB_CANCELLED_WRITE_MS,
  GRACES_PAST_DEADLINE_MS,
  HARD_STOP_GRACE_MS
} from '../../../src/kernel/time/limits.js'

describe('time limits', () => {
  it('every grace past the deadline ends before the hard stop', () => {
    for (const [name, grace] of Object.entries(GRACES_PAST_DEADLINE_MS)) {
      expect([name, grace < HARD_STOP_GRACE_MS]).toEqual([name, true])
    }
  })

  it('after cancellation, the last write ends before the runner sends SIGTERM (~7.5 s)', () => {
    expect(CANCEL_GRACE_MS + GITHUB_CANCELLED_WRITE_MS).toBeLessThan(7_500)
  })

  it('no timer duration literal outside src/kernel/time/', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (path.endsWith('.ts')) files.push(path)
      }
    }
    walk('src')
    const offenders = files
      .filter(f => !f.startsWith(join('src', 'kernel', 'time')))
      .flatMap(f =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
          .filter(({ line }) =>
            /(setTimeout|setInterval|sleep|bounded|timeoutSignal)\([^)]*\b\d[\d_]*\b/.test(line)
          )
          .map(({ where }) => where)
      )
    expect(offenders).toEqual([])
  })
})
