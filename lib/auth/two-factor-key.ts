// Not server-only: scripts/stack.ts checks the key before it starts the app.
import { ConfigurationError } from "@/lib/env";

/** The 32-byte key of TWO_FACTOR_KEY (64 hex characters, or base64 of 32 bytes). */
export function parseTwoFactorKey(raw: string | undefined): Buffer {
  const value = raw?.trim();
  if (!value)
    throw new ConfigurationError(
      "TWO_FACTOR_KEY is not set: two-factor secrets cannot be encrypted (npm start sets it; see .env.example).",
    );
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (bytes.length !== 32)
    throw new ConfigurationError(
      "TWO_FACTOR_KEY must be 32 random bytes, as 64 hex characters or base64 (openssl rand -base64 32).",
    );
  return bytes;
}
