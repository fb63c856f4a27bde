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

  describe("uploads on S3", () => {
    const loadStorageEnv = async () => (await import("@/lib/env")).storageEnv();
    const s3 = (values: Record<string, string | undefined>) => {
      for (const name of [
        "S3_BUCKET",
        "S3_ENDPOINT",
        "S3_REGION",
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
        "S3_FORCE_PATH_STYLE",
        "MEDIA_PUBLIC_URL",
      ])
        vi.stubEnv(name, values[name]);
    };

    it("without S3_BUCKET, keeps the local folder and asks nothing else", async () => {
      s3({});
      await expect(loadStorageEnv()).resolves.toEqual({ UPLOAD_DIR: ".data/uploads" });
    });

    it("with S3_BUCKET, refuses a missing region or keys, in one readable line each, at the server's start too", async () => {
      s3({ S3_BUCKET: "uploads", S3_ENDPOINT: "https://minio.example:9000" });
      await expect(loadStorageEnv()).rejects.toThrow(
        /^Invalid configuration: S3_REGION: S3_REGION must be set with S3_BUCKET .*; S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set with S3_ENDPOINT/,
      );
      vi.resetModules();
      s3({ S3_BUCKET: "uploads", S3_REGION: "eu-west-3", S3_ACCESS_KEY_ID: "AKIA" });
      await expect(loadStorageEnv()).rejects.toThrow(
        /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
      );
      vi.resetModules();
      vi.stubEnv("DATABASE_URL", "postgresql://u:p@localhost/db");
      await expect(loadEnv()).rejects.toThrow(/S3_SECRET_ACCESS_KEY/);
    });

    it("accepts AWS without an endpoint nor keys (the machine's role), and any provider with both", async () => {
      s3({ S3_BUCKET: "uploads", S3_REGION: "eu-west-3" });
      await expect(loadStorageEnv()).resolves.toEqual({
        UPLOAD_DIR: ".data/uploads",
        S3_BUCKET: "uploads",
        S3_REGION: "eu-west-3",
      });
      vi.resetModules();
      s3({
        S3_BUCKET: "uploads",
        S3_REGION: "auto",
        S3_ENDPOINT: "https://compte.r2.cloudflarestorage.com/",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "false",
        MEDIA_PUBLIC_URL: "https://media.agence.example/",
      });
      await expect(loadStorageEnv()).resolves.toMatchObject({
        S3_ENDPOINT: "https://compte.r2.cloudflarestorage.com",
        S3_FORCE_PATH_STYLE: false,
        MEDIA_PUBLIC_URL: "https://media.agence.example",
      });
    });

    it("refuses a MEDIA_PUBLIC_URL or S3_ENDPOINT that is not an http(s) URL", async () => {
      s3({ MEDIA_PUBLIC_URL: "media.agence.example" });
      await expect(loadStorageEnv()).rejects.toThrow(/MEDIA_PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
      vi.resetModules();
      s3({ S3_ENDPOINT: "ftp://minio.example" });
      await expect(loadStorageEnv()).rejects.toThrow(/S3_ENDPOINT: must be an http/);
    });
  });
});
