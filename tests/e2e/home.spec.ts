import { expect, test } from "@playwright/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";

test("the home page is served in French with the seeded projects and posts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: SAMPLE_PROJECTS[0]!.title })).toBeVisible();
  const newestPost = [...SAMPLE_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
  await expect(page.getByRole("link", { name: newestPost.title })).toBeVisible();
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: /accueil/i }).click();
  await expect(page).toHaveURL("/");
});
