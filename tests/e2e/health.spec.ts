import { expect, test } from "./helpers/test";

// The health checks a load balancer, systemd or docker use, on the production build. Readiness while PostgreSQL is
// stopped, and after it is back, is tested in tests/integration/health.test.ts.
test("GET /api/health answers 200 at every call, never cached", async ({ request }) => {
  for (let call = 0; call < 2; call += 1) {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "ok", checks: { database: { status: "ok" } } });
  }
});

test("GET /api/ready answers 200 with the database up and migrated, never cached", async ({ request }) => {
  const response = await request.get("/api/ready");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toMatchObject({ status: "ready", ready: true });
});
