// Serial: the two articles are published, which changes what every visitor sees while the public site's tests run.
// Stored XSS: hostile HTML saved as an article's content never runs, neither on the public article nor in the admin
// preview (nor in the edit form's editor). Two articles carry every payload: one saved through the API (sanitised on
// save) and one written straight into the database (so that only the sanitising on display stands between the
// payloads and the reader). In Chromium, no dialog may open, no payload may set its marker, and the rendered content
// holds no script, frame, plugin, form, style, event handler or javascript:/data: address.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

/** Each payload, if it ran, would open a dialog and set window.__xss. */
const run = (n: number) => `alert(${n});window.__xss=${n}`;
const HOSTILE_PAYLOADS = [
  `<script>${run(1)}</script>`,
  `<img src=x onerror="${run(2)}">`,
  `<img src="x" onerror=alert(3)//`,
  `<svg onload="${run(4)}"><circle r="1"/></svg>`,
  `<svg><script>${run(5)}</script></svg>`,
  `<iframe src="javascript:${run(6)}"></iframe>`,
  `<iframe srcdoc="<script>parent.alert(7)</script>"></iframe>`,
  `<a href="javascript:${run(8)}">lien piégé 8</a>`,
  `<a href=" JaVaScRiPt:${run(9)}">lien piégé 9</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(10)">lien piégé 10</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMSk8L3NjcmlwdD4=">lien piégé 11</a>`,
  `<p style="background:url(javascript:alert(12))">fond piégé</p>`,
  `<div style="width: expression(alert(13))">expression</div>`,
  `<style>body{background:url("javascript:alert(14)")}</style>`,
  `<object data="javascript:alert(15)"></object>`,
  `<embed src="javascript:alert(16)">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${run(17)}"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(18)>"></noscript>`,
  `<details open ontoggle="${run(19)}"><summary>détails</summary></details>`,
  `<input autofocus onfocus="${run(20)}">`,
  `<form action="javascript:alert(21)"><button>envoyer</button></form>`,
  `<video><source onerror="${run(22)}"></video>`,
  `<body onload="${run(23)}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(24)">`,
  `<base href="javascript:alert(25)//">`,
  `<<script>alert(26)//<</script>`,
  `<scr<script>ipt>alert(27)</scr</script>ipt>`,
  `<img """><script>${run(28)}</script>">`,
  `<a href="#" onclick="${run(29)}">lien 29</a>`,
  `<p onmouseover="${run(30)}">survol 30</p>`,
  `<template><img src=x onerror="${run(31)}"></template>`,
  `<img src=x:alert(32) onerror=eval(src)>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMzMpIi8+" alt="svg">`,
  `<a href="#suite" target="_blank" onfocus="${run(34)}">lien vers la suite</a>`,
  `<table><tr><td background="javascript:alert(35)">cellule</td></tr></table>`,
  `<p>fin <b>de <i>balises mal fermées</p><img src=x onerror=alert(36) <p>`,
];
const CONTENT = `<p>Paragraphe sûr du début.</p>${HOSTILE_PAYLOADS.join("\n")}<p>Paragraphe sûr de la fin.</p>`;

const openedDialogs = new WeakMap<Page, string[]>();

/** The messages of the dialogs the page opened (each dismissed at once). */
function dialogsOf(page: Page): string[] {
  let dialogs = openedDialogs.get(page);
  if (!dialogs) {
    const list: string[] = [];
    page.on("dialog", (dialog) => {
      list.push(dialog.message());
      void dialog.dismiss().catch(() => {});
    });
    openedDialogs.set(page, (dialogs = list));
  }
  return dialogs;
}

/** Visits a page, moves over and clicks what the content shows, and checks that nothing ran. */
async function expectNothingRuns(page: Page, url: string, content: string) {
  const dialogs = dialogsOf(page);
  dialogs.length = 0;
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const article = page.locator(content).first();
  await expect(article).toContainText("Paragraphe sûr du début.");
  await expect(article).toContainText("Paragraphe sûr de la fin.");

  // Give onload/onerror/autofocus handlers their chance, then hover what the content shows and click its links.
  await page.waitForLoadState("networkidle");
  const here = page.url();
  for (const element of await article.locator("a, p, td, img").all()) {
    await element.hover({ force: true, timeout: 1000 }).catch(() => {});
  }
  const links = await article.locator("a").count();
  for (let index = 0; index < links; index += 1) {
    const link = page.locator(content).first().locator("a").nth(index);
    // In this tab: a javascript: address would run here, in the page's origin.
    await link.evaluate((element) => element.removeAttribute("target"));
    await link.click({ force: true, timeout: 2000, noWaitAfter: true }).catch(() => {});
    await page.waitForTimeout(100);
    if (page.url().split("#")[0] !== here.split("#")[0]) {
      await page.goto(here);
      await expect(page.locator(content).first()).toContainText("Paragraphe sûr de la fin.");
    }
  }
  await page.waitForTimeout(300);

  expect([...dialogs], `${url}: a dialog opened`).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    `${url}: a payload ran`,
  ).toBeUndefined();
  const dangerous = await page
    .locator(content)
    .first()
    .evaluate((root) => {
      const found: string[] = [];
      for (const element of root.querySelectorAll("*")) {
        if (
          /^(script|iframe|object|embed|svg|math|style|form|input|button|meta|base|link|template|noscript|video|source|details)$/i.test(
            element.tagName,
          )
        )
          found.push(element.tagName);
        for (const attribute of element.attributes) {
          if (
            /^on/i.test(attribute.name) ||
            attribute.name === "style" ||
            attribute.name === "srcdoc" ||
            attribute.name === "background"
          )
            found.push(`${element.tagName}[${attribute.name}]`);
          if (
            /^(href|src|action|data)$/i.test(attribute.name) &&
            /^\s*(javascript|data|vbscript):/i.test(attribute.value)
          )
            found.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
        }
      }
      return found;
    });
  expect(dangerous, url).toEqual([]);
}

test.describe("stored XSS in blog articles", () => {
  test("hostile HTML saved as content never runs in the admin preview, the edit form or the public article", async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    const tag = randomBytes(4).toString("hex");
    const [category] = await sql<{ id: number }>(
      "INSERT INTO blog_categories (name, slug, updated_at) VALUES ($1, $2, now()) RETURNING id",
      [`Sécurité ${tag}`, `securite-${tag}`],
    );

    const saved = await page.request.post("/api/blog-posts", {
      data: {
        title: `Article hostile ${tag}`,
        slug: `article-hostile-${tag}`,
        category_id: category!.id,
        excerpt: "Des charges hostiles.",
        content: CONTENT,
        author: "Attaquant",
        published: true,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const viaApi = (await saved.json()) as { id: number; slug: string };
    const [stored] = await sql<{ content: string }>("SELECT content FROM blog_posts WHERE id = $1", [viaApi.id]);
    expect(stored!.content).not.toMatch(/<script|onerror|javascript:|<iframe|<svg|style=/i);

    // Written around the application: only the sanitising on display protects the reader.
    const [raw] = await sql<{ id: number; slug: string }>(
      `INSERT INTO blog_posts (title, slug, excerpt, content, author, category_id, published, published_at, search_text, updated_at)
       VALUES ($1, $2, 'Des charges hostiles.', $3, 'Attaquant', $4, true, now(), $5, now()) RETURNING id, slug`,
      [
        `Article hostile brut ${tag}`,
        `article-hostile-brut-${tag}`,
        CONTENT,
        category!.id,
        `article hostile brut ${tag}`,
      ],
    );

    for (const post of [viaApi, raw!]) {
      await expectNothingRuns(page, `/admin/blogs/preview/${post.id}`, "main .article-content");
      await expectNothingRuns(page, `/blog/${post.slug}`, ".article-content");
      await expectNothingRuns(page, `/admin/blogs/edit/${post.id}`, "[contenteditable=true]");
    }
    // Through the API, so that the public pages forget them too.
    for (const post of [viaApi, raw!])
      expect((await page.request.delete(`/api/blog-posts/${post.id}`)).status()).toBe(200);
    await sql("DELETE FROM blog_categories WHERE id = $1", [category!.id]);
  });
});
