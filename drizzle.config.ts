import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes SQL migrations for server/db/schema.ts (applied on start by server/db/client.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
