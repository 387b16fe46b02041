// The entry of the agent sub-action (agent/action.yml): the run in agent mode, which it fixes (no `mode`
// input). `npm run package` turns it into dist/agent/index.js, importing the shared bundle of main.ts
// (dist/lib/): see scripts/build-entries.js.
import { exitWhenFlushed, run } from '../main.js'

await run({ mode: 'agent' })
exitWhenFlushed()
