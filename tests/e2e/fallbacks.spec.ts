import type { ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "./helpers/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { setDatabaseAvailable, sql } from "./helpers/db";
import { offlineServerFiles, offlineServerPort, spawnOfflineServer } from "./helpers/offline-stack";

// These tests run against their own server (tests/e2e/helpers/offline-server.ts), built while its database refused
// connections: every page had to be rendered with the spec's fallbacks. Then the database comes back, and goes again.
// npm test starts that server before the Playwright runs (E2E_OFFLINE_SERVER_RUNNING); otherwise this file does.
test.describe.configure({ mode: "serial" });

const ROOT = path.resolve(import.meta.dirname, "../..");
const { infoFile, logFile } = offlineServerFiles(offlineServerPort());
/** Started by this file (not by npm test). */
let server: ChildProcess | undefined;
let stack: { baseURL: string; databaseUrl: string; adminUrl: string };
/** What the server has printed so far (its build included). */
const serverOutput = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  if (!process.env.E2E_OFFLINE_SERVER_RUNNING) server = spawnOfflineServer(offlineServerPort(), ROOT);
  await expect
    .poll(
      () => {
        if (server && server.exitCode !== null) throw new Error(`The offline server stopped:\n${serverOutput()}`);
        return existsSync(infoFile);
      },
      { timeout: 14 * 60_000, intervals: [1000] },
    )
    .toBe(true);
  const info = JSON.parse(readFileSync(infoFile, "utf8"));
  if (info.error) throw new Error(`${info.error}:\n${serverOutput()}`);
  stack = info;
});

test.afterAll(async () => {
  mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
  if (existsSync(logFile)) copyFileSync(logFile, path.join(ROOT, "test-results/offline-server.log"));
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
});

const url = (pathname: string) => `${stack.baseURL}${pathname}`;
const newestPost = [...SAMPLE_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;

test.describe("while the database is down", () => {
  test("the home page leaves out the featured projects and the latest posts", async ({ page }) => {
    expect((await page.goto(url("/")))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Notre Expertise" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Projets en vedette" })).toHaveCount(0);
    // Logged with the spec's internal messages (while the build prerendered the page, or since).
    expect(serverOutput()).toMatch(/Erreur lors de la récupération des projets: /);
    expect(serverOutput()).toMatch(/Erreur lors de la récupération des blogs: /);
    await expect(page.getByRole("heading", { name: "Derniers articles" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Contactez-nous" })).toBeVisible();
  });

  test("/projects says so in red and shows the two sample projects, which the search still filters", async ({
    page,
  }) => {
    await page.goto(url("/projects"));
    const notice = page.getByText("Impossible de charger les projets. Utilisation des données de secours.");
    await expect(notice).toBeVisible();
    // Red: the theme's destructive colour.
    expect(await notice.evaluate((element) => getComputedStyle(element).color)).toBe(
      await page.evaluate(() => {
        const probe = document.createElement("span");
        probe.className = "text-destructive";
        document.body.append(probe);
        return getComputedStyle(probe).color;
      }),
    );
    const titles = page.getByRole("region", { name: "Liste des projets" }).getByRole("article").getByRole("heading");
    await expect(titles).toHaveText(SAMPLE_PROJECTS.map((project) => project.title));
    await page.getByLabel("Rechercher un projet").fill("savane");
    await expect(titles).toHaveText([SAMPLE_PROJECTS[1]!.title]);
  });

  test("/blog says so, shows the six sample posts and a 'Réessayer' button that reloads the page", async ({ page }) => {
    await page.goto(url("/blog"));
    await expect(page.getByText("Impossible de charger les articles. Veuillez réessayer plus tard.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Liste des articles" }).getByRole("article")).toHaveCount(6);
    for (const post of SAMPLE_BLOG_POSTS) await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
    await page.evaluate(() => ((window as { __beforeReload?: boolean }).__beforeReload = true));
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Réessayer" }).click()]);
    expect(await page.evaluate(() => (window as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
  });

  test("a project page says it could not load the project, then 'Projet non trouvé', kept out of search engines", async ({
    page,
  }) => {
    await page.goto(url("/projects/1"));
    await expect(page.getByText("Impossible de charger le projet. Veuillez réessayer plus tard.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projet non trouvé");
    await expect(page.getByText("Le projet que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour aux projets" })).toHaveAttribute("href", "/projects");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("an article page says it could not load the article", async ({ page }) => {
    await page.goto(url(`/blog/${newestPost.slug}`));
    await expect(page.getByText("Impossible de charger l'article. Veuillez réessayer plus tard.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article non trouvé");
    await expect(page.getByRole("link", { name: "Retour au blog" })).toHaveAttribute("href", "/blog");
  });

  test("the API answers 503 with a French message, the sitemap keeps the static pages and the feed is empty", async ({
    request,
  }) => {
    for (const pathname of [
      "/api/projects",
      "/api/projects/1",
      "/api/blog-posts",
      `/api/blog-posts/by-slug/${newestPost.slug}`,
    ]) {
      const response = await request.get(url(pathname));
      expect(response.status(), pathname).toBe(503);
      expect(await response.json()).toMatchObject({
        success: false,
        message: "Le service est momentanément indisponible. Veuillez réessayer plus tard.",
      });
    }
    const index = await (await request.get(url("/sitemap.xml"))).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(files).toContain("/sitemap/pages.xml");
    const sitemap = (await Promise.all(files.map(async (file) => (await request.get(url(file))).text()))).join("\n");
    expect(sitemap).toContain(`<loc>${stack.baseURL}/services</loc>`);
    expect(sitemap).not.toContain("/projects/1");
    const feed = await (await request.get(url("/blog/rss.xml"))).text();
    expect(feed).toContain("<channel>");
    expect(feed).not.toContain("<item>");
  });
});

test("the path of every request for an unknown page is logged on the server", async ({ request }) => {
  const path = `/chemin-introuvable-${Date.now()}`;
  const logged = () => serverOutput().split(`Page not found: "${path}"`).length - 1;
  expect((await request.get(url(path))).status()).toBe(404);
  await expect.poll(logged).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await request.get(url(path))).status()).toBe(404);
  await expect.poll(logged).toBe(2);
});

async function expectEventually(page: Page, pathname: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url(pathname));
    await check();
  }).toPass({ timeout: 120_000, intervals: [2000] });
}

test("when the database is back, the pages recover by themselves within half a minute, and empty lists are left out", async ({
  page,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  await setDatabaseAvailable(true, stack);
  await sql("DELETE FROM projects", [], stack.databaseUrl);

  await expectEventually(page, "/", async () => {
    await expect(page.getByRole("heading", { name: "Derniers articles" })).toBeVisible({ timeout: 1000 });
  });
  await expect(page.getByRole("heading", { name: "Projets en vedette" })).toHaveCount(0);

  await expectEventually(page, "/blog", async () => {
    await expect(page.getByText("Impossible de charger les articles. Veuillez réessayer plus tard.")).toHaveCount(0, {
      timeout: 1000,
    });
  });
  await expectEventually(page, "/projects", async () => {
    await expect(page.getByText("Aucun projet n'est encore publié. Revenez bientôt !")).toBeVisible({ timeout: 1000 });
  });
  await expect(page.getByText("Impossible de charger les projets. Utilisation des données de secours.")).toHaveCount(0);
  await expectEventually(page, `/blog/${newestPost.slug}`, async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestPost.title, { timeout: 1000 });
  });
  await expect.poll(async () => (await request.get(url("/api/projects"))).status(), { timeout: 60_000 }).toBe(200);
  expect(await (await request.get(url("/api/projects"))).json()).toEqual([]);
});

test("when the database goes down again, the pages already rendered are still served", async ({ page }) => {
  await setDatabaseAvailable(false, stack);
  await page.goto(url("/"));
  await expect(page.getByRole("heading", { name: "Derniers articles" })).toBeVisible();
  await page.goto(url("/blog"));
  await expect(page.getByRole("heading", { name: newestPost.title })).toBeVisible();
  await expect(page.getByText("Impossible de charger les articles. Veuillez réessayer plus tard.")).toHaveCount(0);
  await page.goto(url(`/blog/${newestPost.slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newestPost.title);
});
