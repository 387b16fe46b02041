// The entry of the sweep sub-action (sweep/action.yml): the run in sweep mode, which it fixes (no `mode`
// input). `npm run package` turns it into dist/sweep/index.js, importing the shared bundle of main.ts
// (dist/lib/): see scripts/build-entries.js.
import { exitWhenFlushed, run } from '../lib/index.js';
await run({ mode: 'sweep' });
exitWhenFlushed();
