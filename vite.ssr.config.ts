import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server-rendered landing page's bundle (docs/architecture.md#server-rendered-landing-page):
 * src/ssr/renderLanding.tsx with every library inside, as one CommonJS file the server requires,
 * so production needs no client library in node_modules. The client build is vite.config.ts.
 */
export default defineConfig({
  plugins: [react()],
  // Production React and MUI on the server too, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/ssr/renderLanding.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: 'chunks/[name]-[hash].cjs',
      },
    },
  },
});
