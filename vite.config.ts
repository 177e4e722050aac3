import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 5001}`;

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@shared', replacement: path.resolve(import.meta.dirname, 'src/shared') },
      { find: '@web', replacement: path.resolve(import.meta.dirname, 'src/web') },
      // zod with its CSP-safe setting applied before any schema parses (see the module).
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/web/lib/zod-without-eval.ts') },
    ],
  },
  build: {
    // WEB_DIST lets concurrent builds (parallel browser-test servers) keep apart; the server reads it too.
    outDir: path.resolve(import.meta.dirname, process.env.WEB_DIST ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server reads it to preload the chunk of the page being opened.
    manifest: true,
  },
  server: {
    port: 5000,
    proxy: {
      '/api': apiTarget,
      '/private': apiTarget,
      '/go': apiTarget,
      '/img': apiTarget,
    },
  },
});
