import { defineConfig } from 'vitest/config';

/** Mutation testing of machines/rules: the rules' own tests. */
export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
