import { z } from "@/lib/zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A flag whose absence means something of its own (a default decided elsewhere): undefined when unset. */
const optionalFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => (value ? value === "true" || value === "1" : undefined));

/** An http(s) base URL, without its trailing slashes. */
const optionalBaseUrl = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional()
    .transform((value) => value?.replace(/\/+$/, "")),
);

/**
 * Where uploads live (lib/media/storage.ts): the folder UPLOAD_DIR, or an S3-compatible bucket when S3_BUCKET is
 * set; and where visitors' browsers fetch the originals (MEDIA_PUBLIC_URL, lib/media/public-url.ts). Parsed on its
 * own too (storageEnv), for the commands that need no database (npm run media:copy-to-s3).
 */
const storageFields = {
  UPLOAD_DIR: z.string().default(".data/uploads"),
  S3_BUCKET: optionalText,
  /** Unset for AWS S3 (the SDK derives it from the region); the provider's URL otherwise (R2, MinIO…). */
  S3_ENDPOINT: optionalBaseUrl,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** bucket in the path (https://host/bucket/key) rather than in the host name; default: true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: optionalFlag,
  MEDIA_PUBLIC_URL: optionalBaseUrl,
};

type StorageFields = { [K in keyof typeof storageFields]: z.infer<(typeof storageFields)[K]> };

/** With S3_BUCKET, what the S3 driver cannot work without. */
function checkStorage(env: StorageFields, context: z.RefinementCtx) {
  if (!env.S3_BUCKET) return;
  const missing = (name: keyof StorageFields, message: string) =>
    context.addIssue({ code: "custom", path: [name], message });
  if (!env.S3_REGION)
    missing(
      "S3_REGION",
      "S3_REGION must be set with S3_BUCKET (the bucket's region: eu-west-3, auto for R2, us-east-1 for MinIO)",
    );
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    missing(
      env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID",
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  else if (env.S3_ENDPOINT && !env.S3_ACCESS_KEY_ID)
    missing(
      "S3_ACCESS_KEY_ID",
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set with S3_ENDPOINT (only AWS itself can supply credentials from the machine's role)",
    );
}

const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string({ error: "DATABASE_URL is not set" })
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL"),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    NEXTAUTH_SECRET: optionalText,
    /** AES-256-GCM key of the two-factor secrets (lib/auth/secret-box.ts); npm start keeps one in .data outside production. */
    TWO_FACTOR_KEY: optionalText,
    SITE_URL: z.url().default("http://localhost:3000"),
    ...storageFields,
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: flag,
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    MAIL_FROM: z.string().default("Agence Digitale Abidjan <no-reply@agence-digitale.ci>"),
    /** Where visitors' requests are notified; defaults to the e-mail of the site settings. */
    AGENCY_INBOX: optionalText,
    MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
    /** Read the visitor's address from X-Forwarded-For (only behind a trusted reverse proxy). */
    TRUST_PROXY: flag,
  })
  .superRefine((env, context) => {
    checkStorage(env, context);
    if (env.NODE_ENV === "production" && (!env.NEXTAUTH_SECRET || env.NEXTAUTH_SECRET.length < 32)) {
      context.addIssue({
        code: "custom",
        path: ["NEXTAUTH_SECRET"],
        message:
          "NEXTAUTH_SECRET must be set to a random string of at least 32 characters in production (openssl rand -base64 32)",
      });
    }
    if (env.NODE_ENV === "production" && !env.TWO_FACTOR_KEY) {
      context.addIssue({
        code: "custom",
        path: ["TWO_FACTOR_KEY"],
        message: "TWO_FACTOR_KEY must be set in production to 32 random bytes in base64 (openssl rand -base64 32)",
      });
    }
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

const storageEnvSchema = z.object(storageFields).superRefine(checkStorage);

export type StorageEnv = z.infer<typeof storageEnvSchema>;

function parse<T>(schema: z.ZodType<T>): T {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration: ${problems.join("; ")}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;
let cachedStorage: StorageEnv | undefined;

/** The validated server configuration. Throws one readable line per problem. */
export function serverEnv(): ServerEnv {
  cached ??= parse(serverEnvSchema);
  return cached;
}

/** The upload storage's part of the configuration alone (no DATABASE_URL needed), validated the same way. */
export function storageEnv(): StorageEnv {
  cachedStorage ??= parse(storageEnvSchema);
  return cachedStorage;
}

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}
