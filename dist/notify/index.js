// The entry of the notify sub-action (notify/action.yml), written by scripts/build-entries.js from
// the mode table (src/modes/table.ts): the run in that mode, which it fixes (no `mode` input).
import { exitWhenFlushed, run } from '../lib/index.js';
await run({ mode: 'notify' });
exitWhenFlushed();
