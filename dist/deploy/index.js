// The entry of the deploy sub-action (deploy/action.yml): the run in deploy mode, which it fixes (no `mode`
// input). `npm run package` turns it into dist/deploy/index.js, importing the shared bundle of main.ts
// (dist/lib/): see scripts/build-entries.js.
import { exitWhenFlushed, run } from '../lib/index.js';
await run({ mode: 'deploy' });
exitWhenFlushed();
