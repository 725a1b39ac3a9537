import { defineConfig } from 'vitest/config';

/** Mutation testing of the machines: the generated model tests alone (docs/testing.md). */
export default defineConfig({
  test: {
    include: ['tests/model/machines.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
