// Preloaded into the measured action (NODE_OPTIONS=--import) by the export benchmark. At exit it writes
// to $BENCH_RSS_FILE, as JSON: the process's peak RSS (getrusage ru_maxrss: exact), and for each phase
// of the run (named by the action's `::group::` log lines: fetching, writing, uploading) the largest
// RSS sampled every 20 ms with what the memory held then: V8's young generation, its old generation
// and the ArrayBuffers outside the heap. So a report can say where the memory went, and when.
import { writeFileSync } from 'node:fs'
import { setInterval } from 'node:timers'
import { getHeapSpaceStatistics } from 'node:v8'

const file = process.env.BENCH_RSS_FILE
if (file) {
  const phases = {}
  let phase = 'start'
  const sample = () => {
    const usage = process.memoryUsage()
    if (usage.rss <= (phases[phase]?.rss ?? 0)) return
    const spaces = getHeapSpaceStatistics()
    const size = name => spaces.find(s => s.space_name === name)?.space_size ?? 0
    phases[phase] = {
      rss: usage.rss,
      young: size('new_space') + size('new_large_object_space'),
      old: size('old_space') + size('large_object_space') + size('code_space'),
      arrayBuffers: usage.arrayBuffers
    }
  }
  // The phase changes when the action opens a log group; sampled just before, so each phase is its own.
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = (chunk, ...rest) => {
    const group = /^::group::(.*)$/m.exec(String(chunk))
    if (group) {
      sample()
      phase = group[1].trim()
    }
    return write(chunk, ...rest)
  }
  setInterval(sample, 20).unref()
  process.on('exit', () => {
    sample()
    writeFileSync(file, JSON.stringify({ maxRss: process.resourceUsage().maxRSS * 1024, phases }))
  })
}
