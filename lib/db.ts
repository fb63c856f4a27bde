// Not marked server-only so that scripts (seed, start) can use it; the domain modules that wrap it are.
import { PrismaPg } from "@prisma/adapter-pg";
import { serverEnv } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

import { Prisma } from "@/lib/generated/prisma/client";

export { Prisma };
export type * from "@/lib/generated/prisma/client";

function createClient() {
  const { DATABASE_URL, DATABASE_POOL_SIZE } = serverEnv();
  const adapter = new PrismaPg({
    connectionString: DATABASE_URL,
    max: DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
  });
  return new PrismaClient({ adapter });
}

// One client per process, also across hot reloads in development.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const db: PrismaClient = globalForPrisma.prisma ?? createClient();
if (process.env.NODE_ENV !== "production") globalForPrisma.prisma = db;

/** The client or a transaction's client: domain functions that write accept either, to join a transaction. */
export type DbClient = PrismaClient | Prisma.TransactionClient;
