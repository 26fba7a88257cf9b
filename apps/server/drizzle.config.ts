import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes forward-only SQL migrations to ./drizzle;
// the server applies them at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
