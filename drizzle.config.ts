import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` diffs server/db/schema against the committed migrations and writes a new one. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
  casing: "snake_case",
});
