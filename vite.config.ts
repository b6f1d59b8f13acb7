// One `vite build` makes everything `npm start` runs: both halves of the website, the client
// (dist/web, with a manifest the server reads to link each route's chunks and styles) and the
// server renderer (dist/server), and the server process itself compiled to JavaScript (dist/node:
// the API and website servers and the command-line tools), so production runs no transpiler.
// The same config serves `npm run dev` (Vite in middleware mode inside the website server).
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressDirectory } from './scripts/support/precompress.ts';

const root = import.meta.dirname;
// The staff console's page is an entry of its own, never part of a public page's.
const inputs = { index: path.join(root, 'index.html'), admin: path.join(root, 'admin.html') };
/** Stamped with the time the build began: a source saved during the build is newer than it (scripts/start.mjs). */
const BUILD_STAMP = path.join(root, 'dist/.build-stamp');

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // A production build is a production build even when the caller's NODE_ENV says otherwise
  // (the test runner sets NODE_ENV=test, which would otherwise bundle React's development build).
  define: mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  publicDir: 'public',
  builder: {
    async buildApp(builder) {
      const began = new Date();
      for (const environment of Object.values(builder.environments)) await builder.build(environment);
      const clientOut = path.resolve(root, builder.environments.client?.config.build.outDir ?? 'dist/web');
      // Served as they are: nothing is compressed per request (scripts/support/precompress.ts).
      precompressDirectory(clientOut);
      // Only the tree's own build is stamped: another output folder (the bench's) says nothing of dist/.
      if (clientOut === path.join(root, 'dist/web')) {
        fs.writeFileSync(BUILD_STAMP, `${began.toISOString()}\n`);
        fs.utimesSync(BUILD_STAMP, began, began);
      }
    },
  },
  build: { target: 'es2022', cssCodeSplit: true, reportCompressedSize: false, modulePreload: { polyfill: false } },
  environments: {
    client: {
      build: {
        outDir: 'dist/web',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: inputs,
          output: {
            // Libraries in their own long-cached chunks: a deploy of our code does not re-send them.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                // The frame every page needs (app shell, the api client, messages) in one chunk
                // rather than a dozen tiny ones.
                {
                  name: 'app',
                  test: /src[\\/](web[\\/](app|lib|paths|api[\\/](api-client|get-site-content)|components[\\/](page-banner|tabs|tabbed-page|content-failed|point-list|list-status|responsive-image)\.)|shared[\\/](messages[\\/](en-website|fill)|constants|http[\\/](api-error|csrf|staff-token|transport|url)))/,
                },
              ],
            },
          },
        },
      },
    },
    // The service worker (decision 0022): one classic script of its own, served at /sw.js by the
    // website server with this build's facts (src/server/web/offline-routes.ts).
    sw: {
      consumer: 'client',
      build: {
        outDir: 'dist/sw',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: { sw: path.join(root, 'src/web/offline/service-worker.ts') },
          output: { format: 'iife', entryFileNames: 'sw.js' },
        },
      },
    },
    ssr: {
      build: {
        outDir: 'dist/server',
        emptyOutDir: true,
        ssr: true,
        copyPublicDir: false,
        rollupOptions: { input: { 'entry-server': path.join(root, 'src/web/entry-server.tsx') } },
      },
    },
    node: {
      consumer: 'server',
      // Packages stay in node_modules (native ones cannot be bundled); only our code is compiled.
      resolve: { external: true },
      build: {
        outDir: 'dist/node',
        emptyOutDir: true,
        ssr: true,
        copyPublicDir: false,
        target: 'node20',
        rollupOptions: {
          input: {
            main: path.join(root, 'src/server/main.ts'),
            migrate: path.join(root, 'src/server/cli/migrate.ts'),
            'create-admin': path.join(root, 'src/server/cli/create-admin.ts'),
            backup: path.join(root, 'src/server/cli/backup.ts'),
            restore: path.join(root, 'src/server/cli/restore.ts'),
          },
        },
      },
    },
  },
  server: { port: 5173 },
}));
