// Preloaded into the measured action (NODE_OPTIONS=--import) by the export benchmark: at exit it
// writes the process's peak RSS (getrusage ru_maxrss, in KiB) to $BENCH_RSS_FILE. Exact, unlike
// polling /proc from outside, and it needs no /usr/bin/time on the machine.
import { writeFileSync } from 'node:fs'

const file = process.env.BENCH_RSS_FILE
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)))
