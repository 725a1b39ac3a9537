import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Code coverage (`npm run test:coverage:code`, off otherwise): a figure to read, not a gate, so no
    // thresholds and a report even when a test fails. Statechart coverage is `npm run test:coverage`.
    coverage: {
      provider: 'v8',
      // Every source file counts, tested or not, so a folder no test imports shows as 0 %.
      include: ['machines/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
      // Styles are build-time vanilla-extract declarations and .d.ts files hold no code.
      exclude: ['**/*.css.ts', '**/*.d.ts'],
      // json-summary: the per-folder figures in docs/testing.md are summed from it.
      reporter: ['text-summary', 'html', 'json-summary'],
      reportsDirectory: 'coverage',
      reportOnFailure: true,
    },
  },
});
