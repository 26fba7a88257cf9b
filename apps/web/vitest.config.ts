import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // A file's first render pays for loading React Aria and the catalogues in jsdom; on a busy
    // machine that alone can pass 5 s. A limit on hanging tests, not a speed target.
    testTimeout: 15_000,
  },
});
