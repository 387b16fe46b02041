// The entry point the root action runs (dist/index.js, over the shared bundle in dist/lib/): every
// mode, picked by the `mode` input. All the work is in main.ts; once it is done the process ends, whatever sockets or timers a
// library left behind.
import { exitWhenFlushed, run } from './lib/index.js';
await run();
exitWhenFlushed();
