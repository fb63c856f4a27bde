import { z } from "@/lib/zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

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
    UPLOAD_DIR: z.string().default(".data/uploads"),
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

let cached: ServerEnv | undefined;

/** The validated server configuration. Throws one readable line per problem. */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const result = serverEnvSchema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration: ${problems.join("; ")}`);
  }
  cached = result.data;
  return cached;
}

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}
