// The entry of the analytics sub-action (analytics/action.yml): the run in analytics mode, which it fixes (no `mode`
// input). `npm run package` turns it into dist/analytics/index.js, importing the shared bundle of main.ts
// (dist/lib/): see scripts/build-entries.js.
import { exitWhenFlushed, run } from '../main.js'

await run({ mode: 'analytics' })
exitWhenFlushed()
