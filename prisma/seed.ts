import { sanitizeArticleHtml } from "@/lib/blog/html";
import { postSearchText, readTimeMinutes } from "@/lib/blog/rules";
import { SAMPLE_BLOG_CATEGORIES, SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { PROJECT_CATEGORY_BY_LABEL } from "@/lib/projects/categories";
import { projectSearchText } from "@/lib/projects/rules";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";
import { generatePassword, hashPassword } from "@/lib/users/password";

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  adminUsername?: string;
  /**
   * Whether administrators must sign in with a second factor (Paramètres): on for a new installation, so that the
   * first administrator enrols at their first sign-in. Only the first run writes it.
   */
  requireAdminTwoFactor?: boolean;
}

export interface SeedReport {
  seededContent: boolean;
  /** Set when this run created the first administrator; the password is shown once, only when it was generated. */
  admin?: { email: string; generatedPassword?: string };
}

/**
 * Idempotent: the settings row and the sample content are written on the first run only (a sample that
 * an administrator deleted is never re-created), and an administrator is created only when there is none.
 */
export async function seedDatabase(db: PrismaClient, options: SeedOptions = {}): Promise<SeedReport> {
  const settings = await db.siteSettings.upsert({
    where: { id: 1 },
    create: { id: 1, ...DEFAULT_SITE_SETTINGS, requireAdminTwoFactor: options.requireAdminTwoFactor ?? true },
    update: {},
  });
  const seededContent = settings.contentSeededAt === null;
  if (seededContent) await seedSampleContent(db);
  const admin = await ensureAdministrator(db, options);
  return { seededContent, ...(admin ? { admin } : {}) };
}

/**
 * A few dozen writes: Prisma's default 5 s for an interactive transaction is exceeded on a busy machine, which
 * made a first start fail (P2028) and leave nothing seeded.
 */
const SEED_TRANSACTION = { maxWait: 30_000, timeout: 60_000 };

async function seedSampleContent(db: PrismaClient) {
  await db.$transaction(async (tx) => {
    for (const category of SAMPLE_BLOG_CATEGORIES) {
      await tx.blogCategory.upsert({ where: { slug: category.slug }, create: category, update: {} });
    }
    for (const post of SAMPLE_BLOG_POSTS) {
      const { categoryName, publishedAt, ...fields } = post;
      const content = sanitizeArticleHtml(fields.content);
      await tx.blogPost.upsert({
        where: { slug: post.slug },
        create: {
          ...fields,
          content,
          readTime: readTimeMinutes(content),
          searchText: postSearchText({ ...fields, content }),
          published: true,
          publishedAt: new Date(publishedAt),
          createdAt: new Date(publishedAt),
          category: { connect: { name: categoryName } },
        },
        update: {},
      });
    }
    for (const project of SAMPLE_PROJECTS) {
      if (await tx.project.findFirst({ where: { title: project.title }, select: { id: true } })) continue;
      const { description, testimonial, category, ...fields } = project;
      await tx.project.create({
        data: {
          ...fields,
          ...description,
          category: PROJECT_CATEGORY_BY_LABEL[category],
          testimonialContent: testimonial?.content ?? null,
          testimonialAuthor: testimonial?.author ?? null,
          testimonialPosition: testimonial?.position ?? null,
          status: "published",
          searchText: projectSearchText(project),
        },
      });
    }
    await tx.siteSettings.update({ where: { id: 1 }, data: { contentSeededAt: new Date() } });
  }, SEED_TRANSACTION);
}

async function ensureAdministrator(db: PrismaClient, options: SeedOptions): Promise<SeedReport["admin"]> {
  if ((await db.user.count({ where: { role: "admin" } })) > 0) return undefined;
  const email = (options.adminEmail?.trim() || "admin@agence-digitale.ci").toLowerCase();
  const generatedPassword = options.adminPassword ? undefined : generatePassword();
  const password = options.adminPassword ?? generatedPassword!;
  await db.user.create({
    data: {
      username: options.adminUsername?.trim() || "admin",
      email,
      role: "admin",
      passwordHash: await hashPassword(password),
    },
  });
  return { email, ...(generatedPassword ? { generatedPassword } : {}) };
}
