import { defineConfig } from 'vitest/config';
import { isCurrent, minimum, pinned } from './scripts/support/current-node.mjs';

// The SQLite driver crashes an older Node outright; npm's scripts run the tests on a current one.
if (!isCurrent()) {
  throw new Error(
    `Node ${process.versions.node} is too old for these tests (they need ${minimum.join('.')} or later): run them through npm (npm test, npm run test:api -- FILE), which uses Node ${pinned}`,
  );
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'src/admin/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          environment: 'node',
          setupFiles: ['src/web/test-support/setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          environment: 'node',
          setupFiles: ['src/server/test-support/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/seeded-data.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
