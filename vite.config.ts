import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/vite/precompress';

/** MSW's worker is only for `npm run dev:mock` (the dev server serves public/): builds drop it. */
function withoutMockWorker(): Plugin {
  let outDir = '';
  return {
    name: 'without-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      fs.rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** Libraries only the admin pages use: MUI X (DataGrid, Charts) and what Charts draws with. */
const ADMIN_LIBS =
  /node_modules[\\/](@mui[\\/]x-|d3-|internmap|delaunator|robust-predicates|flatqueue|bezier-easing|reselect)/;
const CHART_LIBS =
  /node_modules[\\/](@mui[\\/]x-charts|d3-|internmap|delaunator|robust-predicates|flatqueue|bezier-easing)/;
const isLib = (id: string) => /node_modules/.test(id);
/** App code several lazy pages share, except the admin's (which pulls in ADMIN_LIBS). */
const isSharedAppCode = (id: string) =>
  /[\\/]src[\\/]/.test(id) && !/[\\/]src[\\/]features[\\/]admin[\\/]/.test(id);

/** `npm run dev:mock` (vite --mode mock) starts the mock entry instead of src/main.tsx. */
function mockEntry(): Plugin {
  return {
    name: 'mock-entry',
    apply: (_config, env) => env.mode === 'mock',
    transformIndexHtml: (html) => html.replace('/src/main.tsx', '/src/main.mock.tsx'),
  };
}

export default defineConfig({
  plugins: [react(), withoutMockWorker(), mockEntry(), precompressAssets()],
  // The manifest lets `npm run bench` measure what each page really loads.
  build: {
    outDir: 'dist/client',
    // No source maps in the production build (the server refuses *.map anyway).
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // On a slow phone each request costs a round trip, and HTTP/1.1 fetches 6 at a time, so a
    // page's code comes in few chunks (docs/deploy.md#caching-and-compression):
    // - shell: everything the entry imports statically, i.e. the app shell and the browse page
    //   (`/` is the landing page, so it is not lazy);
    // - admin-charts, admin-grid: Charts and DataGrid, fetched only by the admin pages (the
    //   Overview's chart after its counters);
    // - toaster: notistack, fetched by the lazy Toaster once the browser is first idle;
    // - ui: the other libraries the lazy pages share (one request instead of thirty). Each page
    //   uses about four fifths of it, so splitting it finer saves little and costs round trips;
    // - shared: app code several non-admin pages share;
    // - each lazy page, with the app code only it uses.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 30 },
            { name: 'toaster', test: /node_modules[\\/](notistack|goober)[\\/]/, priority: 25 },
            { name: 'ui', test: (id) => isLib(id) && !ADMIN_LIBS.test(id), priority: 20 },
            // Charts first (Overview, the admin's first tab, needs no grid); the grid's chunk
            // reuses what they share.
            { name: 'admin-charts', test: CHART_LIBS, priority: 12 },
            { name: 'admin-grid', test: ADMIN_LIBS, priority: 10 },
            { name: 'shared', test: isSharedAppCode, minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
