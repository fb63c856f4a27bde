// An image is described before a public page shows it (issue 43): publishing an article or a project, saving one that
// is published or scheduled, the site's share image and a page's social image are refused (400, a French message that
// names each image and its field) while one of their library images has neither an alternative text nor 'Image
// décorative'; by the JSON API and by the back office's server actions alike, and nothing is saved.
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createPostAction, setPostPublishedAction } from "@/app/admin/(shell)/blogs/actions";
import { POST as createPostRoute } from "@/app/api/blog-posts/route";
import { POST as createProjectRoute } from "@/app/api/projects/route";
import type { SessionUser } from "@/lib/auth/session";
import { createPost, updatePost } from "@/lib/blog/admin";
import {
  type BlogPostInput,
  blogPostSchema,
  type PostTranslationInput,
  postTranslationSchema,
} from "@/lib/blog/schemas";
import { deletePostTranslation, savePostTranslation } from "@/lib/blog/translations";
import { db } from "@/lib/db";
import { type StoredImage, storeImages } from "@/lib/media";
import { deleteMedia, describeMedia } from "@/lib/media/library";
import { findMediaUses } from "@/lib/media/uses";
import { mediaDescriptionSchema } from "@/lib/media/schemas";
import { savePageSeo } from "@/lib/page-seo";
import { createProject, updateProject } from "@/lib/projects/admin";
import { projectSchema } from "@/lib/projects/schemas";
import { EMPTY_SEO_FIELDS } from "@/lib/seo-fields";
import { updateSiteSettings } from "@/lib/settings";
import { siteSettingsSchema } from "@/lib/settings/schemas";
import { actAs } from "../helpers/action-session";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";
import { articleInput } from "../helpers/blog";
import { projectInput } from "../helpers/projects";

vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original<object>()),
);

vi.hoisted(() => {
  process.env.UPLOAD_DIR = `/tmp/media-alt-required-test-${process.pid}-${Date.now()}`;
});

let editor: SessionUser;
let admin: SessionUser;
let categoryId: number;

beforeAll(async () => {
  editor = await createTestUser("editor");
  admin = await createTestUser("admin");
  await actAs(editor);
  categoryId = (await db.blogCategory.create({ data: { name: "Accessibilité", slug: "accessibilite" } })).id;
});

async function images(...names: string[]): Promise<StoredImage[]> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  return storeImages(
    names.map((originalName) => ({ bytes: png, originalName })),
    editor.id,
  );
}

const article = (fields: Partial<BlogPostInput>) => blogPostSchema.parse(articleInput(categoryId, fields));

describe("publishing an image without a description", () => {
  it("is refused for an article, naming each undescribed image and its field; a draft is saved, a described one published", async () => {
    const [cover, inBody, captioned] = await images("couverture.png", "schema.png", "legende.png");
    const content = `<p>Texte</p><img src="${inBody!.path}"><img src="${captioned!.path}" alt="Le schéma du parcours">`;

    const refusal = createPost(article({ title: "Refusé", coverImage: cover!.path, content }), editor);
    await expect(refusal).rejects.toMatchObject({ status: 400 });
    const message = (await refusal.catch((error: Error) => error.message)) as string;
    expect(message).toContain("« couverture.png » (Image de couverture)");
    expect(message).toContain("« schema.png » (Contenu)");
    // An image with an alternative text of its own in the HTML keeps it: the library's is not asked for.
    expect(message).not.toContain("legende.png");
    expect(message).toContain("« Image décorative »");
    expect(await db.blogPost.count({ where: { title: "Refusé" } })).toBe(0);

    // A draft shows nothing to visitors: saved; publishing it (the form, the list's toggle) is refused.
    const draft = await createPost(article({ title: "Brouillon", coverImage: cover!.path, published: false }), editor);
    await expect(
      updatePost(draft.id, article({ title: "Brouillon", slug: draft.slug, coverImage: cover!.path }), editor),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining("couverture.png") });
    const toggled = await setPostPublishedAction({ id: draft.id, published: true });
    expect(toggled).toMatchObject({ ok: false, error: expect.stringContaining("« couverture.png »") });
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: draft.id } })).published).toBe(false);
    // Scheduled is published later, by the scheduler, which cannot ask: refused now.
    await expect(
      updatePost(
        draft.id,
        article({
          title: "Brouillon",
          slug: draft.slug,
          coverImage: cover!.path,
          published: false,
          scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
        }),
        editor,
      ),
    ).rejects.toMatchObject({ status: 400 });

    // Described (one with a text, one decorative): published.
    await describeMedia(mediaDescriptionSchema.parse({ id: cover!.id, alt: "L'équipe au Plateau" }), editor);
    await describeMedia(mediaDescriptionSchema.parse({ id: inBody!.id, decorative: true }), editor);
    const published = await createPost(article({ title: "Publié", coverImage: cover!.path, content }), editor);
    expect(published.published).toBe(true);
    expect(await setPostPublishedAction({ id: draft.id, published: true })).toMatchObject({ ok: true });
  });

  it("is a 400 with the French message from the JSON API and a failed result from the server action, never a 500", async () => {
    const [photo] = await images("photo-api.png");
    const body = articleInput(categoryId, { title: "Par l'API", coverImage: photo!.path });
    const response = await createPostRoute(
      await apiRequest("/api/blog-posts", { method: "POST", as: editor, json: body }),
      routeContext(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.stringContaining("« photo-api.png » (Image de couverture)"),
    });
    expect(await createPostAction(articleInput(categoryId, { coverImage: photo!.path }))).toMatchObject({
      ok: false,
      error: expect.stringContaining("Cette image n'a pas de texte alternatif"),
    });

    const project = await createProjectRoute(
      await apiRequest("/api/projects", {
        method: "POST",
        as: editor,
        json: projectInput({ status: "published", images: [photo!.path, "/images/projects/a.webp"] }),
      }),
      routeContext(),
    );
    expect(project.status).toBe(400);
    expect(((await project.json()) as { message: string }).message).toContain("« photo-api.png » (Galerie)");
  });

  it("is refused for a published project, the site's share image and a page's social image; a draft project is saved", async () => {
    const [gallery, share] = await images("realisation.png", "partage.png");
    const draft = await createProject(projectSchema.parse(projectInput({ images: [gallery!.path] })), editor);
    await expect(
      updateProject(
        draft.id,
        projectSchema.parse(projectInput({ status: "published", images: [gallery!.path] })),
        editor,
      ),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining("« realisation.png » (Galerie)") });
    expect((await db.project.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe("draft");

    const settings = {
      companyName: "Agence Digitale Abidjan",
      phone: "+225 01 02 03 04 05",
      email: "bonjour@agence.ci",
      address: "Plateau, Abidjan",
      facebookUrl: "",
      instagramUrl: "",
      linkedinUrl: "",
      twitterUrl: "",
      youtubeUrl: "",
      webVitalsSamplePercent: "25",
      statProjects: "200+",
      statExperts: "35+",
      statYears: "12+",
      statSatisfaction: "99%",
      shareImage: share!.path,
    };
    await expect(updateSiteSettings(siteSettingsSchema.parse(settings), admin)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("« partage.png » (Image de partage du site)"),
    });
    await expect(savePageSeo("about", { ...EMPTY_SEO_FIELDS, socialImage: share!.path }, admin)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("« partage.png » (Image de partage)"),
    });

    await describeMedia(mediaDescriptionSchema.parse({ id: share!.id, alt: "Le logo de l'agence" }), admin);
    expect((await updateSiteSettings(siteSettingsSchema.parse(settings), admin)).shareImage).toBe(share!.path);
  });

  it("is refused for a published translation; a translation's images are its article's uses until it is deleted", async () => {
    const [diagram] = await images("diagram.png");
    const post = await createPost(article({ title: "Traduit", slug: "traduit" }), editor);
    const english = (fields: Partial<PostTranslationInput>) =>
      postTranslationSchema.parse({
        id: post.id,
        locale: "en",
        title: "Translated",
        slug: "translated",
        excerpt: "An article in English.",
        content: `<p>Text</p><img src="${diagram!.path}">`,
        ...fields,
      });

    await expect(savePostTranslation(english({ published: true }), editor)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("« diagram.png » (Contenu)"),
    });
    expect(await db.blogPostTranslation.count({ where: { postId: post.id } })).toBe(0);

    // A draft shows nothing to visitors: saved, and its image is the article's, kept by a save of the French version.
    await savePostTranslation(english({ published: false }), editor);
    await updatePost(post.id, article({ title: "Traduit", slug: "traduit" }), editor);
    expect(await findMediaUses(diagram!.id)).toEqual([
      expect.objectContaining({ title: "Article : Traduit", fieldLabel: "Contenu" }),
    ]);
    await expect(deleteMedia([diagram!.id], admin)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("Article : Traduit (Contenu)"),
    });

    await deletePostTranslation(post.id, "en", editor);
    expect(await findMediaUses(diagram!.id)).toEqual([]);
    expect(await deleteMedia([diagram!.id], admin)).toEqual({ deleted: 1 });
  });
});
