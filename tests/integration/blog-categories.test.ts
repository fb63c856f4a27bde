import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/blog-categories/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/blog-categories/[id]/route";
import type { SessionUser } from "@/lib/auth/session";
import { findAdminPost } from "@/lib/blog/admin";
import { createCategory, deleteCategory, listCategories, updateCategory } from "@/lib/categories";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";

let editor: SessionUser;

beforeAll(async () => {
  editor = await createTestUser("editor");
});

beforeEach(async () => {
  await db.blogPost.deleteMany();
  await db.blogCategory.deleteMany();
});

describe("blog categories", () => {
  it("creates a category with a slug made from its name, and records the activity", async () => {
    const category = await createCategory({ name: "UX/UI Design", description: null }, editor);
    expect(category).toMatchObject({ name: "UX/UI Design", slug: "uxui-design", description: null, postCount: 0 });
    expect(
      await db.activity.findFirst({ where: { type: "category", targetId: category.id, actorId: editor.id } }),
    ).toMatchObject({ title: "Catégorie créée : UX/UI Design" });
  });

  it("refuses a name already used, whatever its case, and keeps slugs unique", async () => {
    await createCategory({ name: "SEO", description: null }, editor);
    await expect(createCategory({ name: "seo", description: null }, editor)).rejects.toMatchObject({
      status: 409,
      message: "Une catégorie porte déjà ce nom.",
      extra: { fieldErrors: { name: ["Une catégorie porte déjà ce nom."] } },
    });
    await createCategory({ name: "Vidéo", description: null }, editor);
    await expect(createCategory({ name: "VIDÉO", description: null }, editor)).rejects.toMatchObject({ status: 409 });
    // A different name with the same slug gets a suffix.
    expect((await createCategory({ name: "S.E.O", description: null }, editor)).slug).toBe("seo-2");
  });

  it("renames a category (slug follows) and keeps the slug when only the description changes", async () => {
    const category = await createCategory({ name: "Web", description: null }, editor);
    expect(
      await updateCategory(category.id, { name: "Web", description: "Sites et applications" }, editor),
    ).toMatchObject({ slug: "web", description: "Sites et applications" });
    expect(await updateCategory(category.id, { name: "Développement Web", description: null }, editor)).toMatchObject({
      slug: "developpement-web",
    });
    await expect(updateCategory(999_999, { name: "X", description: null }, editor)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("deletes a category without breaking its articles: they become 'Non catégorisé'", async () => {
    const category = await createCategory({ name: "Vidéo", description: null }, editor);
    const post = await db.blogPost.create({
      data: {
        title: "Tournage",
        slug: "tournage",
        excerpt: "e",
        content: "<p>c</p>",
        author: "A",
        categoryId: category.id,
        published: true,
        publishedAt: new Date(),
      },
    });
    expect((await listCategories())[0]).toMatchObject({ name: "Vidéo", postCount: 1 });

    await deleteCategory(category.id, editor);
    expect(await findAdminPost(post.id)).toMatchObject({
      published: true,
      category_id: null,
      categoryName: "Non catégorisé",
    });
    expect(
      await db.activity.findFirst({ where: { type: "category", title: "Catégorie supprimée : Vidéo" } }),
    ).toMatchObject({ description: "Supprimée par " + editor.username + ". 1 article désormais non catégorisé." });
  });
});

describe("blog categories API", () => {
  it("lists, creates (201), updates and deletes, with the form's messages on bad input", async () => {
    const created = await createRoute(
      await apiRequest("/api/blog-categories", {
        method: "POST",
        as: editor,
        json: { name: " Mobile ", description: "", slug: "pirate", id: 77 },
      }),
      routeContext(),
    );
    expect(created.status).toBe(201);
    const category = await created.json();
    expect(category).toMatchObject({ name: "Mobile", slug: "mobile", description: null });

    const refused = await createRoute(
      await apiRequest("/api/blog-categories", { method: "POST", as: editor, json: { name: "  " } }),
      routeContext(),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: "Le nom de la catégorie est requis" });

    const updated = await updateRoute(
      await apiRequest(`/api/blog-categories/${category.id}`, {
        method: "PUT",
        as: editor,
        json: { name: "Applications mobiles", description: "iOS et Android" },
      }),
      routeContext({ id: String(category.id) }),
    );
    expect(await updated.json()).toMatchObject({ name: "Applications mobiles", description: "iOS et Android" });

    const list = await listRoute(await apiRequest("/api/blog-categories", { as: editor }), routeContext());
    expect((await list.json()).map((entry: { name: string }) => entry.name)).toEqual(["Applications mobiles"]);

    const deleted = await deleteRoute(
      await apiRequest(`/api/blog-categories/${category.id}`, { method: "DELETE", as: editor }),
      routeContext({ id: String(category.id) }),
    );
    expect(await deleted.json()).toEqual({
      success: true,
      message: "La catégorie « Applications mobiles » a été supprimée.",
    });
    const again = await deleteRoute(
      await apiRequest(`/api/blog-categories/${category.id}`, { method: "DELETE", as: editor }),
      routeContext({ id: String(category.id) }),
    );
    expect(again.status).toBe(404);
  });
});
