import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, strictTransportSecurity } from "@/lib/security-headers";

describe("security headers", () => {
  it("sends HSTS only when the site is served over https", () => {
    expect(strictTransportSecurity("https://www.agence-digitale.ci")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
    expect(strictTransportSecurity(undefined)).toBeNull();
  });

  it("never allows eval in production, and upgrades insecure requests only over https", () => {
    expect(contentSecurityPolicy()).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ https: true })).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy()).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy()).toMatch(
      /object-src 'none'.*base-uri 'self'.*form-action 'self'.*frame-ancestors 'self'/,
    );
  });

  it("allows images from the uploads' public bucket or CDN only when MEDIA_PUBLIC_URL names one", () => {
    expect(contentSecurityPolicy()).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy({ mediaOrigin: "https://media.agence.example" })).toContain(
      "img-src 'self' data: blob: https://media.agence.example;",
    );
  });
});
