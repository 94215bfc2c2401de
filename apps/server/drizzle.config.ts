import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new SQL migration from the schema; main.ts applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
