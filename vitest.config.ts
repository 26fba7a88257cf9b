import { defineConfig } from 'vitest/config';

// One runner, five projects: pure domain logic, the two React apps (jsdom: the borrower's web app
// and the staff console), the server's integration suite against a real database (PGlite, or
// DATABASE_URL), and the repository's own scripts and lint rules.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      './apps/console/vitest.config.ts',
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
        },
      },
    ],
  },
});
