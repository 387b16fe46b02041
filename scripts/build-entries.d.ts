// Types of build-entries.js (plain JavaScript, like source-hash.js).
export declare const MODE_TABLE_FILE: string
export declare function readModeTable(file?: string): { mode: string; subAction: string }[]
export declare function entryCode(mode: string, subAction: string): string
export declare function buildEntries(file?: string): { mode: string; subAction: string; code: string }[]
export declare function buildRootEntry(): string
export declare function buildBinEntry(): string
