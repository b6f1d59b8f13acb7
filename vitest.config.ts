import { defineConfig } from 'vitest/config';
import { isCurrent, minimum, pinned } from './scripts/support/current-node.mjs';

// The SQLite driver crashes an older Node outright; npm's scripts run the tests on a current one.
if (!isCurrent()) {
  throw new Error(
    `Node ${process.versions.node} is too old for these tests (they need ${minimum.join('.')} or later): run them through npm (npm test, npm run test:api -- FILE), which uses Node ${pinned}`,
  );
}

/**
 * API test files whose subject does not depend on the database engine (settings, image and upload
 * handling, HTTP headers and proxies): the `api-once` project runs them once, in the SQLite lane;
 * the `api` project, which runs on both engines, leaves them out (decision 0026).
 */
const ENGINE_INDEPENDENT = [
  'src/server/config.test.ts',
  'src/server/mail/mail-config.test.ts',
  'src/server/storage/images.test.ts',
  'src/server/storage/uploads.test.ts',
  'src/server/storage/multipart-refusals.test.ts',
  'src/server/plugins/cors.test.ts',
  'src/server/plugins/openapi-docs.test.ts',
  'src/server/plugins/security-headers.test.ts',
  'src/server/plugins/framework-replies.test.ts',
  'src/server/plugins/trusted-proxy.test.ts',
  'src/server/plugins/trusted-proxy-nginx.test.ts',
];

/** Unit tests in a browser-like document (happy-dom): each file keeps its own module graph and globals. */
const DOM_UNIT = ['src/web/**/*.test.tsx', 'src/admin/**/*.test.tsx', 'src/admin/app/config.test.ts'];

/** The API projects' settings: one module graph per worker (each file makes its own app and database). */
const api = {
  environment: 'node',
  setupFiles: ['src/server/test-support/setup.ts'],
  isolate: false,
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        // Plain functions and modules in Node: one module graph per worker, not one per file.
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.ts',
            'src/admin/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          exclude: DOM_UNIT,
          environment: 'node',
          setupFiles: ['src/web/test-support/setup-unit.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-dom',
          include: DOM_UNIT,
          environment: 'node',
          setupFiles: ['src/web/test-support/setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts', ...ENGINE_INDEPENDENT],
          ...api,
        },
      },
      { test: { name: 'api-once', include: ENGINE_INDEPENDENT, ...api } },
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
