// parser.ts's InputParser under the name the modes still import: "reader" in this code means the
// people who read the docs (reader-text.ts). Deleted once the modes import parser.ts.
/** @deprecated Import InputParser from parser.ts. */
export { InputParser as Reader, listOf, numberInput } from './parser.js'
