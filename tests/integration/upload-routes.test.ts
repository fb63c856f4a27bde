import { NextRequest } from "next/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createPost } from "@/lib/blog/admin";
import { db } from "@/lib/db";
import { blogPostSchema } from "@/lib/blog/schemas";
import { UPLOAD_ERRORS } from "@/lib/media";
import * as many from "@/app/api/upload/route";
import * as single from "@/app/api/upload/single/route";
import * as byName from "@/app/api/upload/[filename]/route";
import { createTestUser, routeContext, sessionCookieHeader } from "../helpers/auth";

vi.hoisted(() => {
  process.env.UPLOAD_DIR = `/tmp/upload-routes-${process.pid}-${Date.now()}`;
});

let editor: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  editor = await createTestUser("editor");
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();

/** A multipart request as a browser sends it (with its Content-Length), signed in as the editor. */
async function multipart(url: string, files: { field: string; name: string; bytes: Buffer; type: string }[]) {
  const form = new FormData();
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Request("http://localhost", { method: "POST", body: form });
  const body = await encoded.arrayBuffer();
  return new NextRequest(new URL(url, "http://localhost"), {
    method: "POST",
    body,
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
      cookie: await sessionCookieHeader(editor),
    },
  });
}

describe("upload API", () => {
  it("stores several images from the field 'images' and answers files[].path", async () => {
    const response = await many.POST(
      await multipart("/api/upload", [
        { field: "images", name: "a.png", bytes: await png(), type: "image/png" },
        { field: "images", name: "b.png", bytes: await png(), type: "image/png" },
      ]),
      routeContext(),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.files).toHaveLength(2);
    expect(body.files[0].path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(await db.mediaFile.count({ where: { uploadedById: editor.id } })).toBeGreaterThanOrEqual(2);
  });

  it("stores one image from the field 'image' and answers its path", async () => {
    const response = await single.POST(
      await multipart("/api/upload/single", [{ field: "image", name: "c.png", bytes: await png(), type: "image/png" }]),
      routeContext(),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).path).toMatch(/^\/uploads\//);
  });

  it("stores an image whose file name holds a NUL or half a surrogate pair (the name is kept with them replaced)", async () => {
    const response = await single.POST(
      await multipart("/api/upload/single", [
        { field: "image", name: "photo\u0000\ud800.png", bytes: await png(), type: "image/png" },
      ]),
      routeContext(),
    );
    expect(response.status).toBe(201);
    const path = (await response.json()).path as string;
    const stored = await db.mediaFile.findFirstOrThrow({ where: { filename: path.replace("/uploads/", "") } });
    expect(stored.originalName).toBe("photo\ufffd\ufffd.png");
  });

  it("refuses a file that is not an image with the spec's message, and stores nothing of the batch", async () => {
    const before = await db.mediaFile.count();
    const response = await many.POST(
      await multipart("/api/upload", [
        { field: "images", name: "ok.png", bytes: await png(), type: "image/png" },
        { field: "images", name: "faux.png", bytes: Buffer.from("pas une image"), type: "image/png" },
      ]),
      routeContext(),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(UPLOAD_ERRORS.invalidType.description);
    expect(await db.mediaFile.count()).toBe(before);
  });

  it("refuses a request without files, or whose declared size is too large", async () => {
    expect(
      (
        await single.POST(
          await multipart("/api/upload/single", [
            { field: "autre", name: "c.png", bytes: await png(), type: "image/png" },
          ]),
          routeContext(),
        )
      ).status,
    ).toBe(400);
    const huge = new NextRequest("http://localhost/api/upload/single", {
      method: "POST",
      body: "x",
      headers: { "content-length": String(20 * 1024 * 1024), cookie: await sessionCookieHeader(editor) },
    });
    expect((await single.POST(huge, routeContext())).status).toBe(413);
  });

  it("deletes an unused upload, refuses one a post shows (409) and any other name (400)", async () => {
    const stored = await (
      await single.POST(
        await multipart("/api/upload/single", [
          { field: "image", name: "d.png", bytes: await png(), type: "image/png" },
        ]),
        routeContext(),
      )
    ).json();
    const used = await (
      await single.POST(
        await multipart("/api/upload/single", [
          { field: "image", name: "e.png", bytes: await png(), type: "image/png" },
        ]),
        routeContext(),
      )
    ).json();
    // Saved as the back office saves it, so that the article's use of the image is recorded.
    await createPost(
      blogPostSchema.parse({
        title: "T",
        slug: `t-${used.filename.slice(0, 8)}`,
        category_id: (
          await db.blogCategory.create({ data: { name: "Photos", slug: `photos-${used.filename.slice(0, 8)}` } })
        ).id,
        excerpt: "E",
        content: "<p>C</p>",
        author: "A",
        additionalImages: [used.path],
      }),
      editor,
    );

    const remove = async (filename: string) =>
      byName.DELETE(
        new NextRequest(`http://localhost/api/upload/${encodeURIComponent(filename)}`, {
          method: "DELETE",
          headers: { cookie: await sessionCookieHeader(editor) },
        }),
        routeContext({ filename }),
      );
    expect((await remove(stored.filename)).status).toBe(200);
    const refused = await remove(used.filename);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain("Article : T (Galerie)");
    expect((await remove("../../etc/passwd")).status).toBe(400);
    expect((await remove(stored.filename)).status).toBe(404);
  });
});
