// Preloaded into the measured action (NODE_OPTIONS=--import) by the export benchmark. At exit it writes
// the process's peak RSS (getrusage ru_maxrss: exact, in bytes) to $BENCH_RSS_FILE, as JSON.
import { writeFileSync } from 'node:fs'

const file = process.env.BENCH_RSS_FILE
if (file) {
  process.on('exit', () => {
    writeFileSync(file, JSON.stringify({ maxRss: process.resourceUsage().maxRSS * 1024 }))
  })
}
