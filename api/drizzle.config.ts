import { defineConfig } from 'drizzle-kit';

// `generate` only: migrations are SQL files committed in ./drizzle and applied at start on both drivers.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
