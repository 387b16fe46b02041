// The entry of the preview sub-action (preview/action.yml): the run in preview mode, which it fixes (no `mode`
// input). `npm run package` turns it into dist/preview/index.js, importing the shared bundle of main.ts
// (dist/lib/): see scripts/build-entries.js.
import { exitWhenFlushed, run } from '../lib/index.js';
await run({ mode: 'preview' });
exitWhenFlushed();
