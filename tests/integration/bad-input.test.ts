// Every route handler of app/api (found on disk, as the access-control test does) is sent what PostgreSQL cannot
// store (NUL, lone surrogates), overlong strings, values of the wrong type, broken JSON, bodies that are not JSON
// and malformed percent-encoding, in its path, its query and its body, by an administrator (public endpoints
// anonymously too). None may answer 5xx: bad input is the client's error (4xx, a French message), never the
// server's. Plausible bodies carry one bad field at a time, so that the bad value gets past the other fields' checks.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { apiRequest, createTestUser, routeContext, sessionCookieHeader } from "../helpers/auth";
import { discoverEndpoints, type Endpoint } from "../helpers/api-endpoints";
import { FORM_POSTED_ENDPOINTS, PUBLIC_ENDPOINTS } from "../helpers/public-endpoints";

const NUL = "avant\u0000après";
const LONE_HIGH = "avant\ud800après";
const LONE_LOW = "\udfffaprès";
const OVERLONG = "x".repeat(70_000);
const BAD_STRINGS = [NUL, LONE_HIGH, LONE_LOW];
const WRONG_TYPES: unknown[] = [12345, -1, 1.5, true, null, { nested: NUL }, [NUL, 1], OVERLONG];

/** Field names the app's forms and admin screens use, with a value each that passes a typical check. */
const PLAUSIBLE: Record<string, unknown> = {
  name: "Kofi Mensah",
  username: "kofi-mensah",
  email: "kofi@test.ci",
  phone: "+225 07 00 00 00 00",
  company: "Société Test",
  subject: "Demande d'information",
  message: "Bonjour, je voudrais des informations sur vos services.",
  reply: "Merci pour votre message, nous revenons vers vous.",
  content: "<p>Un contenu d'article suffisamment long pour passer les contrôles.</p>",
  excerpt: "Un résumé.",
  title: "Un titre",
  slug: "un-titre",
  description: "Une description suffisamment longue pour être acceptée par le formulaire.",
  category: "Développement web",
  categoryId: 1,
  category_id: 1,
  status: "draft",
  role: "editor",
  password: "un-mot-de-passe-solide",
  confirmPassword: "un-mot-de-passe-solide",
  token: "a".repeat(43),
  code: "123456",
  url: "https://exemple.ci",
  projectUrl: "https://exemple.ci",
  githubUrl: "https://github.com/exemple/projet",
  image: "/uploads/exemple.webp",
  images: ["/uploads/exemple.webp"],
  additionalImages: [],
  technologies: ["Next.js"],
  tags: ["web"],
  budget: "1 000 000 FCFA",
  timeline: "3 mois",
  projectType: "Site vitrine",
  services: ["Développement web"],
  sessionId: "c0ffee00-0000-4000-8000-000000000000",
  page: "/services",
  referrer: "https://exemple.ci/",
  form: "contact",
  step: "started",
  event: "started",
  formType: "contact",
  type: "contact",
  companyName: "Agence Test",
  address: "Cocody, Abidjan",
  facebookUrl: "https://facebook.com/test",
  instagramUrl: "https://instagram.com/test",
  linkedinUrl: "https://linkedin.com/company/test",
  twitterUrl: "https://twitter.com/test",
  youtubeUrl: "https://youtube.com/test",
  statProjects: "150+",
  statExperts: "30+",
  statYears: "10+",
  statSatisfaction: "98%",
  featured: false,
  published: true,
  read: true,
  ids: [1],
  website: "",
};
const QUERY_KEYS = ["search", "q", "status", "category", "page", "limit", "sort", "type", "read", "viewed", "period"];
const BAD_QUERY_VALUES = ["%00", "%ED%A0%80", "%E0%A4%A", "%ff", "%c0%af", "%", "x".repeat(5000), "-1", "1e999"];
const BAD_PATH_VALUES = [NUL, LONE_HIGH, "%E0%A4%A", "%ff", "x".repeat(5000), "-1", "1.5", "../../etc/passwd"];

/**
 * Handlers that only run inside a Next.js server: NextAuth's (it reads the request scope's cookies) and the public
 * reads served from the "use cache" layer. tests/e2e/csp.spec.ts sends them the same bad input over HTTP. The health
 * checks (`connection()`) read no input at all; tests/e2e/health.spec.ts calls them.
 */
const NEEDS_NEXT_SERVER = new Set([
  "GET /api/auth/[...nextauth]",
  "POST /api/auth/[...nextauth]",
  "GET /api/blog-posts/by-slug/[slug]",
  "GET /api/health",
  "GET /api/ready",
]);

const endpoints = await discoverEndpoints();
let admin: SessionUser;
let adminCookie: string;
let clientCounter = 0;

beforeAll(async () => {
  admin = await createTestUser("admin");
  adminCookie = await sessionCookieHeader(admin);
});

interface Attempt {
  what: string;
  url?: string;
  params?: Record<string, string | string[]>;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

/** Sends `attempt` to `endpoint`, as the administrator or anonymously, each from an address of its own. */
async function send(endpoint: Endpoint, attempt: Attempt, asAdmin: boolean): Promise<number> {
  clientCounter += 1;
  const headers: Record<string, string> = {
    "x-forwarded-for": `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`,
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
    host: "localhost",
  };
  if (asAdmin) headers.cookie = adminCookie;
  if (attempt.body !== undefined) headers["content-type"] = attempt.contentType ?? "application/json";
  const request = new NextRequest(new URL(attempt.url ?? endpoint.url, "http://localhost"), {
    method: endpoint.method,
    headers,
    body: attempt.body,
  });
  const response = await endpoint.handler(request, routeContext(attempt.params ?? endpoint.params));
  await response.arrayBuffer();
  return response.status;
}

function attemptsFor(endpoint: Endpoint): Attempt[] {
  const attempts: Attempt[] = [];
  for (const name of Object.keys(endpoint.params)) {
    for (const value of BAD_PATH_VALUES) {
      const catchAll = Array.isArray(endpoint.params[name]);
      attempts.push({
        what: `path ${name}=${JSON.stringify(value.slice(0, 20))}`,
        params: { ...endpoint.params, [name]: catchAll ? [value] : value },
      });
    }
  }
  for (const key of QUERY_KEYS)
    for (const value of BAD_QUERY_VALUES)
      attempts.push({ what: `query ${key}=${value.slice(0, 20)}`, url: `${endpoint.url}?${key}=${value}&admin=true` });
  if (["POST", "PUT", "PATCH"].includes(endpoint.method)) {
    for (const raw of ["", "{", "null", "[]", '"texte"', "12", '{"a":'])
      attempts.push({ what: `body ${JSON.stringify(raw)}`, body: raw });
    attempts.push({
      what: "body of invalid UTF-8",
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    attempts.push({ what: "text/plain body", body: JSON.stringify(PLAUSIBLE), contentType: "text/plain" });
    for (const value of [...BAD_STRINGS, ...WRONG_TYPES]) {
      const all = Object.fromEntries(Object.keys(PLAUSIBLE).map((field) => [field, value]));
      attempts.push({ what: `every field ${JSON.stringify(value)?.slice(0, 20)}`, body: JSON.stringify(all) });
    }
    for (const field of Object.keys(PLAUSIBLE))
      for (const value of [...BAD_STRINGS, OVERLONG, 7])
        attempts.push({
          what: `${field}=${JSON.stringify(value).slice(0, 20)}`,
          body: JSON.stringify({ ...PLAUSIBLE, [field]: value }),
        });
  }
  return attempts;
}

describe("no input makes any endpoint answer 5xx", () => {
  const inProcess = endpoints.filter((endpoint) => !NEEDS_NEXT_SERVER.has(endpoint.key));
  it.each(inProcess.map((endpoint) => [endpoint.key, endpoint] as const))(
    "%s",
    { timeout: 600_000 },
    async (_key, endpoint) => {
      const failures: string[] = [];
      const audiences = PUBLIC_ENDPOINTS.has(endpoint.key) ? [false, true] : [true];
      for (const attempt of attemptsFor(endpoint)) {
        for (const asAdmin of audiences) {
          const status = await send(endpoint, attempt, asAdmin);
          if (status >= 500) failures.push(`${status} for ${attempt.what}${asAdmin ? " (admin)" : ""}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe("public JSON endpoints", () => {
  const jsonEndpoints = endpoints.filter(
    (endpoint) =>
      PUBLIC_ENDPOINTS.has(endpoint.key) &&
      endpoint.method === "POST" &&
      !endpoint.key.includes("nextauth") &&
      !FORM_POSTED_ENDPOINTS.has(endpoint.key),
  );

  it.each(jsonEndpoints.map((endpoint) => [endpoint.key, endpoint] as const))(
    "%s refuses a body that is not sent as application/json with 415",
    async (_key, endpoint) => {
      for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])
        expect(await send(endpoint, { what: contentType, body: JSON.stringify(PLAUSIBLE), contentType }, false)).toBe(
          415,
        );
    },
  );
});

it("a NUL slug is a missing article (404), not an outage, and is not remembered as one", async () => {
  const { GET } = await import("@/app/api/blog-posts/by-slug/[slug]/route");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await GET(await apiRequest("/api/blog-posts/by-slug/%00"), routeContext({ slug: "\u0000" }));
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe("Article non trouvé.");
  }
});
