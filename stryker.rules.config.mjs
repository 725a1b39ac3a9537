// The rules (machines/rules/*.ts) against their own tests (tests/rules): `npm run test:mutation -- rules`.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'tests/mutation/vitest.rules.config.ts', related: false },
  mutate: ['machines/rules/*.ts'],
  jsonReporter: { fileName: 'reports/mutation/rules.json' },
};
