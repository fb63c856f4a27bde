import { describe, expect, it, vi } from "vitest";
import { consumeRateLimit, isRateLimited, RATE_LIMITS, resetRateLimit } from "@/lib/rate-limit";

describe("rate limits", () => {
  it("refuse once the points are spent, with the time to wait", async () => {
    const { points, duration } = RATE_LIMITS.publicForm;
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect(await consumeRateLimit("publicForm", "203.0.113.7")).toMatchObject({ allowed: true });
    }
    const refused = await consumeRateLimit("publicForm", "203.0.113.7");
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(duration - 5);
    expect(await isRateLimited("publicForm", "203.0.113.7")).toMatchObject({ allowed: false });
  });

  it("count each key and each limit separately", async () => {
    expect(await consumeRateLimit("publicForm", "198.51.100.1")).toMatchObject({ allowed: true });
    expect(await consumeRateLimit("passwordResetPerClient", "203.0.113.7")).toMatchObject({ allowed: true });
  });

  it("are shared by every instance of the app through PostgreSQL", async () => {
    const key = "shared@example.ci";
    const { points } = RATE_LIMITS.passwordResetPerClient;
    for (let attempt = 0; attempt < points; attempt += 1) await consumeRateLimit("passwordResetPerClient", key);
    vi.resetModules();
    const otherInstance = await import("@/lib/rate-limit");
    expect(await otherInstance.consumeRateLimit("passwordResetPerClient", key)).toMatchObject({ allowed: false });
    await otherInstance.resetRateLimit("passwordResetPerClient", key);
    expect(await consumeRateLimit("passwordResetPerClient", key)).toMatchObject({ allowed: true });
  });

  it("can be reset", async () => {
    await resetRateLimit("publicForm", "203.0.113.7");
    expect(await consumeRateLimit("publicForm", "203.0.113.7")).toMatchObject({ allowed: true });
  });
});
