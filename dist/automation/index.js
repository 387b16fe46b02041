// The entry of the automation sub-action (automation/action.yml): the run in automation mode, which it fixes (no `mode`
// input). `npm run package` turns it into dist/automation/index.js, importing the shared bundle of main.ts
// (dist/lib/): see scripts/build-entries.js.
import { exitWhenFlushed, run } from '../lib/index.js';
await run({ mode: 'automation' });
exitWhenFlushed();
