import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The manifest lets `npm run bench` measure what each page really loads.
  build: {
    outDir: 'dist/client',
    sourcemap: true,
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
