import { describe, expect, it } from "vitest";
import { SAMPLE_BLOG_CATEGORIES, SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { db } from "@/lib/db";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { verifyPassword } from "@/lib/users/password";
import { seedDatabase } from "../../prisma/seed";

async function snapshot() {
  return {
    settings: await db.siteSettings.findMany(),
    categories: await db.blogCategory.findMany({ orderBy: { id: "asc" } }),
    posts: await db.blogPost.findMany({ orderBy: { id: "asc" } }),
    projects: await db.project.findMany({ orderBy: { id: "asc" } }),
    users: await db.user.findMany({ orderBy: { id: "asc" } }),
  };
}

describe("seed", () => {
  it("writes the sample content and one administrator on the first run", async () => {
    const report = await seedDatabase(db, {});
    expect(report.seededContent).toBe(true);
    expect(report.admin?.email).toBe("admin@agence-digitale.ci");
    expect(report.admin?.generatedPassword).toMatch(/^[\w-]{24}$/);

    const state = await snapshot();
    expect(state.categories.map((category) => category.name).sort()).toEqual(
      SAMPLE_BLOG_CATEGORIES.map((category) => category.name).sort(),
    );
    expect(state.posts).toHaveLength(SAMPLE_BLOG_POSTS.length);
    expect(state.posts.every((post) => post.published && post.categoryId !== null && post.readTime >= 1)).toBe(true);
    expect(state.projects.map((project) => project.title)).toEqual(SAMPLE_PROJECTS.map((project) => project.title));
    expect(state.projects.every((project) => project.status === "published")).toBe(true);
    expect(state.users).toHaveLength(1);
    expect(state.users[0]!.role).toBe("admin");
    expect(state.users[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(state.users[0]!.passwordHash, report.admin!.generatedPassword!)).toBe(true);
    // A new installation requires a second factor of its administrators: the first one enrols at first sign-in.
    expect(state.settings[0]!.requireAdminTwoFactor).toBe(true);
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot();
    const report = await seedDatabase(db, { adminPassword: "another-password-123" });
    expect(report).toEqual({ seededContent: false });
    expect(await snapshot()).toEqual(before);
  });

  it("never re-creates a sample that was deleted", async () => {
    const [first] = await db.blogPost.findMany({ orderBy: { id: "asc" }, take: 1 });
    await db.blogPost.delete({ where: { id: first!.id } });
    await db.project.deleteMany({});
    await seedDatabase(db, {});
    expect(await db.blogPost.count({ where: { slug: first!.slug } })).toBe(0);
    expect(await db.project.count()).toBe(0);
  });

  it("creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD when there is none", async () => {
    await db.user.deleteMany({});
    const report = await seedDatabase(db, { adminEmail: "Patron@Agence.CI", adminPassword: "un-mot-de-passe-solide" });
    expect(report.admin).toEqual({ email: "patron@agence.ci" });
    const admin = await db.user.findUniqueOrThrow({ where: { email: "patron@agence.ci" } });
    expect(await verifyPassword(admin.passwordHash, "un-mot-de-passe-solide")).toBe(true);
  });
});
