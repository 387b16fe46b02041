#!/usr/bin/env node
// The command line's entry (`docs-agent-action <command>`, the package's `bin`): dist/bin.js, over the
// shared bundle in dist/lib/ (scripts/build-entries.js). All the work is in src/cli/.
import { runCommandLine } from './lib/index.js';
await runCommandLine(process.argv.slice(2));
