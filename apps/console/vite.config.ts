import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress-assets.ts';

/** The API server during development (`npm run dev` starts it beside this Vite server). */
const API_ORIGIN = 'http://127.0.0.1:3000';

/** React Router's package points at its development build; the browser build takes the production one. */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The staff console (decision 025): its own build, served by the API server under /ops, so the
 * borrower's pages never load a byte of it.
 */
export default defineConfig(({ command }) => ({
  base: '/ops/',
  plugins: [
    react(),
    tailwindcss(),
    // The console is English only: keep React Aria's own strings for en-US alone.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    precompressAssets(),
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The favicon stays a file under /ops/assets/ (the CSP allows no data: icon), however small.
    assetsInlineLimit: (file: string) => (file.endsWith('favicon.svg') ? false : undefined),
    emptyOutDir: true,
    // One entry chunk is the sign-in page's whole load; pages beyond it are their own chunks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The domain's schemas are plain values: building one has no effect beyond it. Saying so lets
      // the console leave out the borrower's schemas (and their phone-number metadata) it never uses.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id) => !/\/packages\/domain\/src\//.test(id),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    proxy: { '/ops/api': { target: API_ORIGIN, changeOrigin: false } },
  },
}));
