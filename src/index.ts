// The entry point the runner executes (bundled to dist/index.js). All the work is in main.ts; once it
// is done the process ends, whatever sockets or timers a library left behind.
import { exitWhenFlushed, run } from './main.js'

await run()
exitWhenFlushed()
