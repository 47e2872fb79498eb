import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

/** `npm run dev:mock` (vite --mode mock) starts the mock entry instead of src/main.tsx. */
function mockEntry(): Plugin {
  return {
    name: 'mock-entry',
    apply: (_config, env) => env.mode === 'mock',
    transformIndexHtml: (html) => html.replace('/src/main.tsx', '/src/main.mock.tsx'),
  };
}

export default defineConfig({
  plugins: [react(), withoutMockWorker(), mockEntry()],
  // The manifest lets `npm run bench` measure what each page really loads.
  build: {
    outDir: 'dist/client',
    // No source maps in the production build (the server refuses *.map anyway).
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // Everything the entry imports statically is loaded on every page anyway: one chunk for it
    // instead of a dozen small shared ones (fewer requests; gzip sees it whole, ~5 kB smaller).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
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
