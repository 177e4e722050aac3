import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@server': path.resolve(import.meta.dirname, 'src/server'),
      '@web': path.resolve(import.meta.dirname, 'src/web'),
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each file builds its own database and app, so files need not each import the whole server
    // afresh: sharing the module graph within a worker takes a third off the suite's time. What a
    // test stubs on globalThis is put back after it.
    isolate: false,
    unstubGlobals: true,
  },
});
