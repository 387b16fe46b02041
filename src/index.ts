// The entry point the runner executes (bundled to dist/index.js). All the work is in main.ts.
import { run } from './main.js'

await run()
