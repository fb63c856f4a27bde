import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function loadEnv() {
  return (await import("@/lib/env")).serverEnv();
}

describe("server configuration", () => {
  it("refuses a missing DATABASE_URL with one readable line", async () => {
    vi.stubEnv("DATABASE_URL", undefined);
    await expect(loadEnv()).rejects.toThrow(/^Invalid configuration: DATABASE_URL: DATABASE_URL is not set$/);
  });

  it("refuses a non-postgres DATABASE_URL", async () => {
    vi.stubEnv("DATABASE_URL", "mysql://localhost/x");
    await expect(loadEnv()).rejects.toThrow(/postgres:\/\//);
  });

  it("requires a long NEXTAUTH_SECRET in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgresql://u:p@localhost/db");
    vi.stubEnv("NEXTAUTH_SECRET", "short");
    await expect(loadEnv()).rejects.toThrow(/NEXTAUTH_SECRET must be set/);
    vi.resetModules();
    vi.stubEnv("NEXTAUTH_SECRET", "x".repeat(32));
    // Production also needs the key of the two-factor secrets.
    vi.stubEnv("TWO_FACTOR_KEY", "");
    await expect(loadEnv()).rejects.toThrow(/TWO_FACTOR_KEY must be set/);
    vi.resetModules();
    vi.stubEnv("TWO_FACTOR_KEY", Buffer.alloc(32, 1).toString("base64"));
    await expect(loadEnv()).resolves.toMatchObject({
      NEXTAUTH_SECRET: "x".repeat(32),
      SMTP_PORT: 587,
      TRUST_PROXY: false,
    });
  });
});
