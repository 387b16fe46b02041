// ESM + ts-jest: see ../shared/TOOLCHAIN.md. Run through `npm test`, which sets
// NODE_OPTIONS=--experimental-vm-modules.
/** @type {import('jest').Config} */
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  // End-to-end tests spawn the bundle and real servers; keep the machine's 2 cores busy but not swamped.
  maxWorkers: 2,
  testTimeout: 30000,
  clearMocks: true,
  reporters: ['default', '<rootDir>/scripts/jest-plain-summary.js']
}
