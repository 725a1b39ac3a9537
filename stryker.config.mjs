// StrykerJS 9 (`npm run test:mutation`, not part of `npm test`: it is slow). The machines are mutated one at a
// time by scripts/mutation.ts, each against its own generated model tests (MODEL_MACHINES=<id>); the rules
// against their own tests. docs/testing.md and docs/statecharts/coverage.md say how to read the scores.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'tests/mutation/vitest.machines.config.ts', related: false },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // scripts/mutation.ts passes --mutate 'machines/<id>/*.ts,!machines/<id>/index.ts' for each machine in turn.
  mutate: ['machines/checkout/*.ts', '!machines/checkout/index.ts'],
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  timeoutMS: 60_000,
  ignoreStatic: true,
  thresholds: { high: 90, low: 80, break: null },
};
