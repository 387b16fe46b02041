// Types of build-entries.js (plain JavaScript, like source-hash.js).
export declare function buildEntries(): { mode: string; code: string }[]
export declare function buildRootEntry(): string
export declare function buildBinEntry(): string
