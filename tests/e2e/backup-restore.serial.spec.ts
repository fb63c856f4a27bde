// A backup of the running site, restored into a fresh PostgreSQL and upload folder, serves the same article page: a
// server on the restored data (same build) shows the article written after the build, with the same cover bytes.
// Serial: it starts one more server.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./helpers/test";
import { localDiskStorage } from "@/lib/media/storage";
import { createBackup, restoreBackup } from "../../scripts/backup/index";
import { startThrowawayPostgres } from "../../scripts/db/throwaway";
import { createCategory, png, unique } from "./helpers/admin-blog";
import { signIn } from "./helpers/auth";
import { describeLibraryImages } from "./helpers/media";
import { e2eStack } from "./helpers/stack";
import { startInstance } from "./helpers/instances";
import { E2E_UPLOAD_DIR } from "./helpers/e2e-env";

const PORT = Number(process.env.E2E_PORT || 3100) + 70;

test("the site restored from a backup serves the same article page, with the same image", async ({ page, request }) => {
  test.slow();
  // An article with an uploaded cover, written after the build (so that no prerendered copy of it exists).
  await signIn(request);
  const upload = await request.post("/api/upload", {
    multipart: { images: { name: "sauvegarde.png", mimeType: "image/png", buffer: await png(640, 360, "#7c3aed") } },
  });
  expect(upload.status()).toBe(201);
  const cover = ((await upload.json()) as { files: { path: string }[] }).files[0]!.path;
  await describeLibraryImages({ paths: [cover] });
  const category = await createCategory();
  const title = `Article sauvegardé ${unique()}`;
  const slug = `article-sauvegarde-${unique()}`;
  const created = await request.post("/api/blog-posts", {
    data: {
      title,
      slug,
      category_id: category.id,
      excerpt: "Ce qui est sauvegardé revient à l'identique.",
      content: "<p>Un paragraphe qui doit survivre à la restauration.</p><h2>Et une section</h2>",
      author: "Équipe",
      coverImage: cover,
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const work = await mkdtemp(path.join(os.tmpdir(), "e2e-restore-"));
  const target = await startThrowawayPostgres("e2e-restored");
  let restoredSite: Awaited<ReturnType<typeof startInstance>> | undefined;
  try {
    const { file } = await createBackup({
      databaseUrl: e2eStack().databaseUrl,
      storage: localDiskStorage(E2E_UPLOAD_DIR),
      dataDir: path.join(work, "source"),
      backupDir: path.join(work, "backups"),
    });
    const uploads = path.join(work, "restored/uploads");
    await restoreBackup({
      archive: file,
      databaseUrl: target.url,
      storage: localDiskStorage(uploads),
      dataDir: path.join(work, "restored"),
    });
    const siteUrl = `http://localhost:${PORT}`;
    restoredSite = await startInstance(PORT, siteUrl, { DATABASE_URL: target.url, UPLOAD_DIR: uploads });

    // The same article, read as a visitor reads it, on the running site and on the restored one.
    const read = async (origin: string) => {
      await page.goto(`${origin}/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      return page.locator("article").first().innerText();
    };
    const original = await read(e2eStack().baseURL);
    const restored = await read(restoredSite.origin);
    expect(restored).toContain("Un paragraphe qui doit survivre à la restauration.");
    expect(restored).toBe(original);
    const [before, after] = await Promise.all(
      [e2eStack().baseURL, restoredSite.origin].map(async (origin) =>
        Buffer.from(await (await fetch(`${origin}${cover}`)).arrayBuffer()),
      ),
    );
    expect(after!.length).toBeGreaterThan(0);
    expect(after!.equals(before!)).toBe(true);
  } finally {
    await restoredSite?.stop();
    await target.stop();
    await rm(work, { recursive: true, force: true });
  }
});
