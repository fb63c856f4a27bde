import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { BLOG_TAGS, blogTags } from "@/lib/blog";
import { TRANSLATION_LOCALES, type TranslationLocale } from "@/lib/i18n/locales";
import { WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { expireTags } from "@/lib/cache";
import type { BlogCategoryFields } from "@/lib/categories/schemas";
import { db, type DbClient, Prisma } from "@/lib/db";
import { slugify } from "@/lib/slug";
import type { Actor } from "@/lib/users";

const categorySelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { posts: true } },
  translations: { select: { locale: true, name: true } },
} satisfies Prisma.BlogCategorySelect;

type CategoryRow = Prisma.BlogCategoryGetPayload<{ select: typeof categorySelect }>;

/** A blog category as the API and the screens present it. */
export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  /** Articles filed under it (drafts included): they become 'Non catégorisé' if it is deleted. */
  postCount: number;
  /** Its name in the other languages where it has one of its own. */
  translatedNames: Partial<Record<TranslationLocale, string>>;
}

function toView({ _count, translations, ...row }: CategoryRow): CategoryView {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    postCount: _count.posts,
    translatedNames: Object.fromEntries(translations.map(({ locale, name }) => [locale, name])),
  };
}

/** Writes a category's names in the other languages: a name given is kept, an empty one removed; none sent, none touched. */
async function saveTranslatedNames(client: DbClient, categoryId: number, names: BlogCategoryFields["translatedNames"]) {
  if (!names) return;
  for (const locale of TRANSLATION_LOCALES) {
    const name = names[locale];
    const where = { categoryId_locale: { categoryId, locale } };
    if (name)
      await client.blogCategoryTranslation.upsert({ where, create: { categoryId, locale, name }, update: { name } });
    else await client.blogCategoryTranslation.deleteMany({ where: { categoryId, locale } });
  }
}

/** Every category, by name (a handful: the screens search them in the browser). */
export async function listCategories(): Promise<CategoryView[]> {
  const rows = await db.blogCategory.findMany({ select: categorySelect, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toView);
}

export async function findCategory(id: number): Promise<CategoryView | null> {
  const row = await db.blogCategory.findUnique({ where: { id }, select: categorySelect });
  return row ? toView(row) : null;
}

export const CATEGORY_NOT_FOUND = "Catégorie introuvable.";
const NAME_TAKEN = "Une catégorie porte déjà ce nom.";

/** The slug of a name, made unique among the other categories ('web', 'web-2'…). */
async function uniqueSlug(client: DbClient, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name) || "categorie";
  const taken = new Set(
    (
      await client.blogCategory.findMany({
        where: { slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) },
        select: { slug: true },
      })
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

const comparable = (name: string) => name.normalize("NFC").toLocaleLowerCase("fr");

/**
 * Names are compared without case, so that 'Vidéo' and 'VIDÉO' cannot both exist. Compared here rather than with
 * ILIKE, which folds only ASCII letters under the C locale; there are only a handful of categories.
 */
async function assertNameFree(client: DbClient, name: string, exceptId?: number) {
  const others = await client.blogCategory.findMany({
    where: exceptId ? { id: { not: exceptId } } : {},
    select: { name: true },
  });
  if (others.some((other) => comparable(other.name) === comparable(name)))
    throw new ApiError(409, NAME_TAKEN, { fieldErrors: { name: [NAME_TAKEN] } });
}

async function withClearConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two saves racing for the same name (or slug): the loser gets the same clear message.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new ApiError(409, NAME_TAKEN, { fieldErrors: { name: [NAME_TAKEN] } });
    throw error;
  }
}

/** Category names appear on the public blog list, its filters and every article page, in every language. */
function expireCategoryPages() {
  expireTags(...WRITTEN_LOCALES.map((locale) => blogTags(locale).categories), BLOG_TAGS.posts);
}

export async function createCategory(input: BlogCategoryFields, actor: Actor): Promise<CategoryView> {
  const category = await withClearConflicts(() =>
    db.$transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const { id } = await tx.blogCategory.create({
        data: { name: input.name, description: input.description, slug: await uniqueSlug(tx, input.name) },
        select: { id: true },
      });
      await saveTranslatedNames(tx, id, input.translatedNames);
      const row = await tx.blogCategory.findUniqueOrThrow({ where: { id }, select: categorySelect });
      await recordActivity(
        {
          type: "category",
          title: `Catégorie créée : ${row.name}`,
          description: `Créée par ${actor.username}.`,
          targetId: row.id,
          actorId: actor.id,
        },
        tx,
      );
      return row;
    }),
  );
  expireCategoryPages();
  return toView(category);
}

export async function updateCategory(id: number, input: BlogCategoryFields, actor: Actor): Promise<CategoryView> {
  const category = await withClearConflicts(() =>
    db.$transaction(async (tx) => {
      const current = await tx.blogCategory.findUnique({ where: { id }, select: { name: true, slug: true } });
      if (!current) throw ApiError.notFound(CATEGORY_NOT_FOUND);
      await assertNameFree(tx, input.name, id);
      // The slug follows the name, and stays as it is when the name did not change.
      const slug = current.name === input.name ? current.slug : await uniqueSlug(tx, input.name, id);
      await tx.blogCategory.update({ where: { id }, data: { name: input.name, description: input.description, slug } });
      await saveTranslatedNames(tx, id, input.translatedNames);
      const row = await tx.blogCategory.findUniqueOrThrow({ where: { id }, select: categorySelect });
      const renamed = current.name !== row.name ? ` (anciennement « ${current.name} »)` : "";
      await recordActivity(
        {
          type: "category",
          title: `Catégorie mise à jour : ${row.name}`,
          description: `Modifiée par ${actor.username}${renamed}.`,
          targetId: row.id,
          actorId: actor.id,
        },
        tx,
      );
      return row;
    }),
  );
  expireCategoryPages();
  return toView(category);
}

/** Deletes a category; its articles stay, 'Non catégorisé' (the foreign key is ON DELETE SET NULL). */
export async function deleteCategory(id: number, actor: Actor): Promise<CategoryView> {
  const category = await db.$transaction(async (tx) => {
    const row = await tx.blogCategory.findUnique({ where: { id }, select: categorySelect });
    if (!row) throw ApiError.notFound(CATEGORY_NOT_FOUND);
    await tx.blogCategory.delete({ where: { id } });
    const orphans = row._count.posts;
    await recordActivity(
      {
        type: "category",
        title: `Catégorie supprimée : ${row.name}`,
        description: `Supprimée par ${actor.username}.${orphans ? ` ${orphans} article${orphans > 1 ? "s" : ""} désormais non catégorisé${orphans > 1 ? "s" : ""}.` : ""}`,
        targetId: row.id,
        actorId: actor.id,
      },
      tx,
    );
    return row;
  });
  expireCategoryPages();
  return toView(category);
}
