// Types of source-hash.js (plain JavaScript so that jest can load it as a globalSetup dependency).
export declare const HASH_FILE: string
export declare function sourceHash(root: string): string
export declare function writeSourceHash(root: string, dir: string): void
export declare function bundleProblem(root: string, dir: string, name?: string): string | undefined
