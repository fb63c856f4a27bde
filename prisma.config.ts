import { defineConfig } from "prisma/config";

// Used by the Prisma CLI (`prisma generate`, and `prisma migrate deploy` where its engine is available).
// The application connects through @prisma/adapter-pg (lib/db.ts) and applies migrations with scripts/db/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
