// ESM + ts-jest: see ../shared/TOOLCHAIN.md. Run through `npm test`, which sets
// NODE_OPTIONS=--experimental-vm-modules.
//
// Two projects, by layer (`npm test -- --selectProjects unit` runs one):
//  - unit:   everything that runs in process: modules, the client and both modes against the simulator
//            and the other stand-ins in simulator/ on 127.0.0.1. Fast; what coverage is measured on.
//  - bundle: tests that run the built dist/index.js as the runner does (__tests__/bundle/). They test
//            what `npm run package` last built, so their globalSetup first checks that dist/ was built
//            from the sources in src/.
//  - browser: the analytics page in headless Chrome or Chromium (__tests__/browser/): an installed one,
//            found on PATH or at CHROME_PATH; none is a failure (.ci/run installs Debian's chromium).

/** What both projects share. */
const common = {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  clearMocks: true
}

const bundle = {
  ...common,
  displayName: 'bundle',
  roots: ['<rootDir>/__tests__/bundle'],
  testMatch: ['<rootDir>/__tests__/bundle/**/*.test.ts'],
  // Refuses a dist/ (or DOCS_AGENT_BUNDLE) built from other sources than src/.
  globalSetup: '<rootDir>/__tests__/bundle/global-setup.js'
}

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/__tests__'],
      // Mirrors src/ (and simulator/, scripts/): a module's tests are found from its path.
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/__tests__/bundle/',
        '<rootDir>/__tests__/browser/'
      ]
    },
    bundle,
    {
      ...common,
      displayName: 'browser',
      roots: ['<rootDir>/__tests__/browser'],
      testMatch: ['<rootDir>/__tests__/browser/**/*.test.ts']
    },
    // With DOCS_AGENT_SECOND_NODE set (.ci/run sets Node 24), the bundle tests run a second time, the
    // bundle on that Node, in the same jest run: both passes share the workers, so neither waits for
    // the other's slowest file.
    ...(process.env.DOCS_AGENT_SECOND_NODE
      ? [
          {
            ...bundle,
            displayName: 'bundle-second-node',
            setupFiles: ['<rootDir>/__tests__/bundle/second-node.js']
          }
        ]
      : [])
  ],
  // End-to-end tests spend much of their time waiting (polls, deadlines, child processes): with 2
  // workers the bundle project kept one of the machine's 2 cores busy (329 s wall, 331 CPU-s); with 4
  // it used 1.65 cores and took 241 s, every test passing.
  maxWorkers: 4,
  // A hang guard, not a speed limit: no test asserts anything through it. A test that runs the bundle
  // seven times, or pages 100,000 rows, took over 30 s on a 2-core machine at a load average of 12;
  // each bundle run has its own kill guard (60 s unless a test sets one), and .ci/run bounds the whole
  // run. A global option: jest ignores it inside a project.
  testTimeout: 300_000,
  // Global options (not per project): the reporters, and coverage when asked for (`npm run test:unit`).
  reporters: ['default', '<rootDir>/scripts/jest-plain-summary.js'],
  collectCoverageFrom: ['src/**/*.ts'],
  coverageDirectory: 'coverage',
  coverageReporters: ['text-summary', 'html', 'lcov']
}
