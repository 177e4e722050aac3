import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 5001}`;
// WEB_DIST lets concurrent builds (parallel browser-test servers) keep apart; the server reads it too.
const outDir = path.resolve(import.meta.dirname, process.env.WEB_DIST ?? 'dist/web');

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
  // `vite build` builds both environments: the browser's app and the server's renderer of it.
  builder: {},
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server reads it to preload the chunk of the page being opened.
    manifest: true,
    rolldownOptions: {
      // boot.ts: what server-rendered pages load instead of the entry (plugins/page-render/inject-page.ts).
      input: {
        index: path.resolve(import.meta.dirname, 'src/web/index.html'),
        boot: path.resolve(import.meta.dirname, 'src/web/boot.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            // Every icon in one chunk (about 9 KB gzipped), which the entry loads. Split by use, the
            // icons were forty chunks of 200 bytes, and a page fetched and evaluated up to twenty of
            // them one by one while it started. An icon module only calls createLucideIcon, so it
            // is moved without its dependencies (which stay where they were, React included).
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  environments: {
    // The server renders the first HTML of the main pages with this (plugins/page-render): the same
    // app, built for Node beside the browser build, in <outDir>-ssr, which is never served.
    ssr: {
      build: {
        outDir: `${outDir}-ssr`,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: path.resolve(import.meta.dirname, 'src/web/entry-server.tsx') },
      },
    },
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
