// The command line's signals: the first one names the exit code, each one wakes a wait; the marker
// stays in its folder until removed.
import { expect, test } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { INCOMPLETE_MARKER, incompleteMarker, SIGNAL_EXIT, watchSignals } from '../../src/cli/signals.js'

test('the first signal is remembered, and every signal wakes who waits', async () => {
  const watch = watchSignals()
  try {
    expect(watch.first).toBeUndefined()
    const woken = watch.next()
    process.emit('SIGTERM', 'SIGTERM')
    await woken
    const again = watch.next()
    process.emit('SIGINT', 'SIGINT')
    await again
    expect(watch.first).toBe('SIGTERM')
    expect(SIGNAL_EXIT[watch.first as string]).toBe(143)
    expect(SIGNAL_EXIT.SIGINT).toBe(130)
  } finally {
    watch.stop()
  }
  expect(process.listenerCount('SIGINT')).toBe(0)
})

test('the marker says what happened and goes when removed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marker-'))
  try {
    const marker = incompleteMarker(dir)
    expect(marker.path).toBe(join(dir, INCOMPLETE_MARKER))
    expect(readFileSync(marker.path, 'utf8')).toMatch(/stopped before it finished writing/)
    marker.remove()
    expect(existsSync(marker.path)).toBe(false)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
