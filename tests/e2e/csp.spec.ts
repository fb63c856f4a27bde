import { expect, type Page, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { NEWEST_POST as newestPost, PUBLIC_PAGES } from "./helpers/public-pages";

// Every public page and the back office are loaded in Chromium under the Content-Security-Policy the server sends;
// the test fails on a directive missing from the list, on 'unsafe-eval', and on any violation the browser
// reports (a script, style, font, image or frame the policy would block), the contact map's frame included.
const PAGES = [...PUBLIC_PAGES, "/admin/login", "/admin/forgot-password", "/admin/reset-password?token=inconnu"];
const BACK_OFFICE_PAGES = ["/admin/dashboard", "/admin/users", "/admin/settings", "/admin/blog", "/admin/account"];

const REQUIRED = {
  "default-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'self'",
  "frame-ancestors": "'self'",
  "form-action": "'self'",
};

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

function checkPolicy(policy: string | undefined) {
  expect(policy, "Content-Security-Policy header").toBeTruthy();
  expect(policy).not.toContain("unsafe-eval");
  const parsed = directives(policy!);
  for (const [name, value] of Object.entries(REQUIRED)) expect(parsed.get(name), name).toBe(value);
  // No third-party origin but the map's frame.
  for (const [name, value] of parsed) {
    const origins = value.split(" ").filter((word) => /^https?:/.test(word));
    expect(origins, name).toEqual(name === "frame-src" ? ["https://www.openstreetmap.org"] : []);
  }
}

/** Collects the CSP violations the page reports, from the start of each document. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

test("public pages and sign-in pages carry the policy, and Chromium reports no violation on them", async ({ page }) => {
  test.setTimeout(300_000);
  const violations = await watchViolations(page);
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    checkPolicy(response?.headers()["content-security-policy"]);
    await page.waitForLoadState("load");
  }
  // The contact map, a third-party frame, loads when asked for.
  await page.goto("/contact");
  await page.getByRole("button", { name: /carte/i }).first().click();
  await expect(page.locator("iframe[src^='https://www.openstreetmap.org/']")).toBeAttached();
  expect(violations).toEqual([]);
});

test("the signed-in back office carries the policy and runs without violation", async ({ page }) => {
  test.setTimeout(300_000);
  const violations = await watchViolations(page);
  await signIn(page);
  for (const path of BACK_OFFICE_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    checkPolicy(response?.headers()["content-security-policy"]);
    await page.waitForLoadState("load");
    // React ran under the policy: the client-side shell is there and answers.
    await expect(page.getByTestId("admin-sidebar")).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("malformed percent-encoding and unstorable text in paths and queries answer 4xx, never 5xx", async ({
  request,
}) => {
  for (const path of ["/%ff", "/blog/%c0%af", "/blog/%E0%A4%A", "/projects/%ff"]) {
    const response = await request.get(path);
    expect([400, 404], path).toContain(response.status());
  }
  // A placeholder's title that does not decode is drawn as it came.
  expect((await request.get("/placeholder/%25E0")).status()).toBe(200);
  // The public reads run in the "use cache" layer, which only a Next.js server has (the integration corpus,
  // tests/integration/bad-input.test.ts, covers every other endpoint in-process).
  for (const value of ["%00", "%ED%A0%80", "%E0%A4%A", "%ff", "x".repeat(3000), "-1"]) {
    for (const path of [
      `/api/blog-posts/by-slug/${value}`,
      `/api/blog-posts/by-slug/${value}/view`,
      `/api/projects/${value}`,
      `/api/blog-posts?limit=${value}`,
      `/api/projects?category=${value}&limit=${value}&featured=${value}`,
      `/api/auth/session?x=${value}`,
      `/blog/${value}`,
      `/projects/${value}`,
    ]) {
      const response = path.endsWith("/view")
        ? await request.post(path, { data: { sessionId: value } })
        : await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
    }
  }
  // A malformed slug is a missing article, never the outage answer, and is not remembered as one.
  for (let attempt = 0; attempt < 2; attempt += 1)
    expect((await request.get("/api/blog-posts/by-slug/%00")).status()).toBe(404);
  expect((await request.get(`/api/blog-posts/by-slug/${newestPost.slug}`)).status()).toBe(200);
});

test("a write from another origin, or with a forged X-Forwarded-Host, is refused", async ({ request, baseURL }) => {
  const url = new URL(baseURL!);
  const post = (headers: Record<string, string>) =>
    request.post("/api/auth/login", { data: { email: "x@test.ci", password: "x" }, headers });
  expect((await post({ origin: "https://site-malveillant.example" })).status()).toBe(403);
  expect((await post({ origin: `https://${url.host}` })).status()).toBe(403); // right host, wrong scheme
  expect(
    (
      await post({ origin: "https://site-malveillant.example", "x-forwarded-host": "site-malveillant.example" })
    ).status(),
  ).toBe(403);
  expect((await post({ origin: url.origin })).status()).toBe(401);
});
