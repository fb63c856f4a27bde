// Two instances of the same build behind one address (README, 'Several instances'): one PostgreSQL (the e2e
// server's), one Redis, one S3-protocol server, one SMTP server. Each check acts on instance A and looks at B.
// Serial: it starts two more servers, stops Redis midway, and sends a newsletter campaign to every confirmed
// subscriber of the e2e database.
import { randomBytes } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "./helpers/test";
import { type RedisServer, startRedisServer } from "../../scripts/redis-server";
import { s3Storage } from "@/lib/media/s3-storage";
import { S3_TEST_CREDENTIALS, S3_TEST_REGION, startTestS3Server, type TestS3Server } from "../helpers/s3";
import { readMailbox, type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { composeCampaign } from "./helpers/newsletter";
import { NEWSLETTER_RATE_LIMITS } from "@/lib/settings/schemas";
import { signIn } from "./helpers/auth";
import { createCategory, expectLoadedImage, png, unique } from "./helpers/admin-blog";
import { sql } from "./helpers/db";
import { describeLibraryImages } from "./helpers/media";
import { type Instance, startInstance } from "./helpers/instances";
import { e2eStack } from "./helpers/stack";

const PORT_A = Number(process.env.E2E_PORT || 3100) + 50;
const PORT_B = PORT_A + 1;
/** The instances' outage bound (REDIS_OUTAGE_CACHE_SECONDS), shorter than the default minute to keep the test short. */
const OUTAGE_BOUND_SECONDS = 20;

let redis: RedisServer;
let s3: TestS3Server;
const BUCKET = "uploads-instances";
let smtp: TestSmtpServer;
let a: Instance;
let b: Instance;
const SENDER_A = "Instance A";
const SENDER_B = "Instance B";

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [redis, s3, smtp] = await Promise.all([
    startRedisServer(),
    startTestS3Server({ buckets: [BUCKET] }),
    startTestSmtpServer(),
  ]);
  const env = {
    REDIS_URL: redis.url,
    ...s3.env(BUCKET),
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: "false",
    AGENCY_INBOX: "equipe-instances@e2e.test",
    REDIS_OUTAGE_CACHE_SECONDS: String(OUTAGE_BOUND_SECONDS),
  };
  // The address visitors use is A's: B answers requests a load balancer would have sent it (same Host).
  const siteUrl = `http://localhost:${PORT_A}`;
  // Each instance signs its mails with its own sender name (same address), so that a test can tell who sent what.
  const from = (name: string) => ({ MAIL_FROM: `${name} <no-reply@agence-digitale.ci>` });
  [a, b] = await Promise.all([
    startInstance(PORT_A, siteUrl, { ...env, ...from(SENDER_A) }),
    startInstance(PORT_B, siteUrl, { ...env, ...from(SENDER_B) }),
  ]);
});

/** What a test stored in the bucket, and the article showing it: deleted through A once the tests are done. */
const inBucket: { articleIds: number[]; paths: string[] } = { articleIds: [], paths: [] };

/** The campaign test's subscribers (their addresses start with `marker`), campaign, and the rate it raised. */
const campaignRun: { marker?: string; campaignId?: number; rate?: number } = {};

test.afterAll(async ({ playwright }) => {
  // The campaign and its 2,000 subscribers would fill the newsletter screens the walk visits, and the campaign's
  // mails the e2e server sent would stay in its mailbox, which later specs read whole. Deleting the campaign also
  // stops its sending, should the test have failed midway.
  if (campaignRun.campaignId !== undefined) {
    await sql("DELETE FROM newsletter_campaigns WHERE id = $1", [campaignRun.campaignId]);
    await sql("DELETE FROM activities WHERE type = 'newsletter' AND target_id = $1", [campaignRun.campaignId]);
  }
  if (campaignRun.marker) {
    await sql("DELETE FROM newsletter_subscribers WHERE starts_with(email, $1)", [`${campaignRun.marker}-`]);
    const { mailboxDir } = e2eStack();
    for (const file of await readdir(mailboxDir).catch(() => [] as string[]))
      if (file.endsWith(".eml") && (await readFile(path.join(mailboxDir, file), "utf8")).includes(campaignRun.marker))
        await rm(path.join(mailboxDir, file), { force: true });
  }
  if (campaignRun.rate !== undefined)
    await sql("UPDATE site_settings SET newsletter_mails_per_minute = $1 WHERE id = 1", [campaignRun.rate]);
  // The bucket goes with this file's S3 server; rows left pointing at it would be broken images on the e2e site
  // (its files are on disk), in the library and on the blog that later specs read.
  if (a && (inBucket.paths.length || inBucket.articleIds.length)) {
    const request = await playwright.request.newContext();
    await signIn(request, undefined, a.origin);
    for (const id of inBucket.articleIds)
      expect((await request.delete(`${a.origin}/api/blog-posts/${id}`)).status()).toBeLessThan(300);
    for (const file of inBucket.paths)
      expect((await request.delete(`${a.origin}/api/upload/${file.split("/").pop()}`)).status()).toBeLessThan(300);
    await request.dispose();
  }
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([redis?.stop(), s3?.stop(), smtp?.stop()]);
});

/** A published article created through A's API (the session's browser context signs in on A). */
async function publishThroughA(page: Page, fields: Record<string, unknown> = {}) {
  const category = await createCategory();
  const title = `Article partagé ${unique()}`;
  const slug = `article-partage-${unique()}`;
  const response = await page.request.post(`${a.origin}/api/blog-posts`, {
    data: {
      title,
      slug,
      category_id: category.id,
      excerpt: "Publié par une instance, lu par l'autre.",
      content: "<p>Le même contenu sur chaque instance.</p>",
      author: "Équipe",
      published: true,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { title, slug, id: ((await response.json()) as { id: number }).id };
}

/** What B answers right now for the article and the blog (one read each, no retry: the change must be there). */
async function seenByB(slug: string, title: string) {
  const [article, list] = await Promise.all([fetch(`${b.origin}/blog/${slug}`), fetch(`${b.origin}/blog`)]);
  return {
    articleStatus: article.status,
    articleShowsTitle: (await article.text()).includes(title),
    onBlog: (await list.text()).includes(`href="/blog/${slug}"`),
  };
}

test("a session opened on A works on B; an article published through A is served by B on its next request, with the image uploaded through A", async ({
  page,
}) => {
  await signIn(page.request, undefined, a.origin);
  expect((await page.request.get(`${b.origin}/api/users`)).status()).toBe(200);

  // B has the blog in its cache before the article exists.
  const before = await fetch(`${b.origin}/blog`);
  expect(before.status).toBe(200);

  // The image goes through A into the bucket; B serves the same bytes.
  const upload = await page.request.post(`${a.origin}/api/upload`, {
    multipart: { images: { name: "couverture.png", mimeType: "image/png", buffer: await png(800, 420, "#0f766e") } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [file] = ((await upload.json()) as { files: { path: string }[] }).files;
  inBucket.paths.push(file!.path);
  const fromA = Buffer.from(await (await fetch(`${a.origin}${file!.path}`)).arrayBuffer());
  const fromB = await fetch(`${b.origin}${file!.path}`);
  expect(fromB.status).toBe(200);
  expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
  // In the bucket, not on either instance's disk.
  const bucket = s3Storage({
    bucket: BUCKET,
    region: S3_TEST_REGION,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  expect(await bucket.list()).toContain(file!.path.split("/").pop());

  await describeLibraryImages({ paths: [file!.path] });
  const article = await publishThroughA(page, { coverImage: file!.path });
  inBucket.articleIds.push(article.id);
  expect(await seenByB(article.slug, article.title)).toEqual({
    articleStatus: 200,
    articleShowsTitle: true,
    onBlog: true,
  });
  // In Chromium, on B: the article and its cover.
  await page.goto(`${b.origin}/blog/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expectLoadedImage(page.locator("main img").first());
});

test("a form rendered by A and submitted to B succeeds", async ({ page }) => {
  await signIn(page.request, undefined, a.origin);
  const article = await publishThroughA(page);
  // What a load balancer does: the form's server action, rendered by A, reaches B (same Host, as a proxy sends).
  let forwarded = 0;
  await page.route(`${a.origin}/admin/**`, async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
    forwarded++;
    const response = await route.fetch({
      url: request.url().replace(a.origin, b.origin),
      headers: { ...request.headers(), "x-forwarded-host": `localhost:${PORT_A}` },
    });
    await route.fulfill({ response });
  });
  await page.goto(`${a.origin}/admin/blogs/edit/${article.id}`);
  const title = `${article.title} (modifié sur B)`;
  await page.getByRole("textbox", { name: "Titre", exact: true }).fill(title);
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page.getByText("Article mis à jour")).toBeVisible();
  expect(forwarded).toBeGreaterThan(0);
  const [stored] = await sql<{ title: string }>("SELECT title FROM blog_posts WHERE id = $1", [article.id]);
  expect(stored!.title).toBe(title);
  // Saved through B, shown by A at once.
  expect(await (await fetch(`${a.origin}/blog/${article.slug}`)).text()).toContain(title);
});

test("a page served by A hydrates with its payload asked of B, which had never rendered it", async ({ page }) => {
  await signIn(page.request, undefined, a.origin);
  const article = await publishThroughA(page);
  const path = `/blog/${article.slug}`;
  // What a load balancer does: the loader's request for the page's payload (server/hydrate-on-intent.ts) reaches B.
  const answers: { status: number; immutable: boolean }[] = [];
  await page.route(`${a.origin}/_payload/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(a.origin, b.origin) });
    const immutable = /^public, max-age=31536000, immutable\b/.test(response.headers()["cache-control"] ?? "");
    answers.push({ status: response.status(), immutable });
    await route.fulfill({ response });
  });
  // The test's navigation waits until the page has hydrated (helpers/test.ts).
  await page.goto(`${a.origin}${path}`);
  expect(answers).toEqual([{ status: 200, immutable: true }]);
  // A version of the page that is not (or no longer) rendered: a 404, and the loader leaves the page as it is.
  const unknown = await fetch(`${b.origin}/_payload/${"A".repeat(22)}.js?page=${encodeURIComponent(path)}`);
  expect(unknown.status).toBe(404);
});

test("the sixth form from one address is refused whichever instance it reaches", async () => {
  const address = `198.51.100.${randomBytes(1)[0]! % 250}`;
  const statuses: number[] = [];
  for (let index = 0; index < 6; index++) {
    const instance = index % 2 === 0 ? a : b;
    const response = await fetch(`${instance.origin}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ email: `abonne-${unique()}@exemple.ci` }),
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 5).every((status) => status >= 200 && status < 300)).toBe(true);
  expect(statuses[5]).toBe(429);
});

/**
 * Sends a message through A while A's mail server refuses everything, and returns its subject once its first attempt
 * has failed. The e2e server's queue shares the database and sends to a mailbox that never fails: when its tick
 * claims the new message before A's own delivery does (a few milliseconds' window, wider on a loaded machine), that
 * message went out at its first attempt, once, and another one is sent.
 */
async function messageWhoseFirstSendFailed(): Promise<string> {
  for (let round = 1; ; round += 1) {
    const subjectMarker = `Instances ${unique()}`;
    const response = await fetch(`${a.origin}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${randomBytes(1)[0]! % 250}` },
      body: JSON.stringify({
        name: "Awa Koné",
        email: "awa@exemple.ci",
        subject: subjectMarker,
        message: "Une demande envoyée pendant que le serveur de mail refusait tout.",
      }),
    });
    expect(response.status, await response.text()).toBe(200);
    const firstOutcome = async () =>
      (
        await sql("SELECT mail_status, mail_attempts FROM form_conversions WHERE data->>'subject' = $1", [
          subjectMarker,
        ])
      )[0] as { mail_status: string; mail_attempts: number } | undefined;
    await expect.poll(async () => (await firstOutcome())?.mail_attempts ?? 0).toBeGreaterThan(0);
    const outcome = await firstOutcome();
    if (outcome?.mail_status === "pending" || round === 3) {
      expect(outcome).toMatchObject({ mail_status: "pending", mail_attempts: 1 });
      return subjectMarker;
    }
    expect(outcome).toMatchObject({ mail_status: "sent", mail_attempts: 1 });
  }
}

test("a notification whose first send failed is sent once, not once per instance", async () => {
  smtp.failing = true;
  // The first attempt fails; the request waits for its retry.
  const subjectMarker = await messageWhoseFirstSendFailed();
  // The mail server works again and the retry is due now: every queue on the database looks for it, both instances'
  // and the e2e server's (which shares the database and sends to its own mailbox): one of them sends it, once.
  smtp.failing = false;
  await sql("UPDATE form_conversions SET mail_next_attempt_at = now() WHERE data->>'subject' = $1", [subjectMarker]);
  const sentCopies = async () =>
    [...smtp.received, ...(await readMailbox(e2eStack().mailboxDir))].filter((mail) =>
      mail.subject.includes(subjectMarker),
    ).length;
  // Within two ticks of the queues (every 10 s), and one more retry should a send fail on a loaded machine.
  await expect.poll(sentCopies, { timeout: 60_000, intervals: [250] }).toBeGreaterThan(0);
  // Every queue ran at least once more since: still one mail.
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  expect(await sentCopies()).toBe(1);
  const [row] = await sql("SELECT mail_status FROM form_conversions WHERE data->>'subject' = $1", [subjectMarker]);
  expect(row).toEqual({ mail_status: "sent" });
});

test("with Redis stopped, both instances keep serving and say why; with Redis back, they share again without a restart", async ({
  page,
}) => {
  await redis.stop();
  for (const instance of [a, b])
    for (const path of ["/", "/blog", "/projects", "/contact"]) {
      const response = await fetch(`${instance.origin}${path}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status, `${instance.origin}${path}`).toBe(200);
    }
  await expect.poll(() => a.output.some((line) => line.includes("Redis is unreachable"))).toBe(true);
  await expect.poll(() => b.output.some((line) => line.includes("Redis is unreachable"))).toBe(true);

  await redis.start();
  for (const instance of [a, b])
    await expect.poll(() => instance.output.some((line) => line.includes("the shared cache is on again"))).toBe(true);
  await signIn(page.request, undefined, a.origin);
  const article = await publishThroughA(page);
  expect(await seenByB(article.slug, article.title)).toEqual({
    articleStatus: 200,
    articleShowsTitle: true,
    onBlog: true,
  });
});

/** Every output of the site that shows whether an article is published, as B answers it now (one request each). */
async function outputsOfB(slug: string) {
  const get = (path: string) => fetch(`${b.origin}${path}`, { headers: { "accept-encoding": "br, gzip" } });
  const [article, list, api, feed, sitemap, image] = await Promise.all([
    get(`/blog/${slug}`),
    get("/blog"),
    get("/api/blog-posts"),
    get("/blog/rss.xml"),
    get("/blog/sitemap/1.xml"),
    get(`/og/blog/${slug}`),
  ]);
  return {
    page: article.status,
    list: (await list.text()).includes(`href="/blog/${slug}"`),
    api: ((await api.json()) as { slug: string }[]).some((post) => post.slug === slug),
    feed: (await feed.text()).includes(`/blog/${slug}</link>`),
    sitemap: (await sitemap.text()).includes(`/blog/${slug}</loc>`),
    ogImage: image.status,
  };
}

const shownEverywhere = { page: 200, list: true, api: true, feed: true, sitemap: true, ogImage: 200 };
const shownNowhere = { page: 404, list: false, api: false, feed: false, sitemap: false, ogImage: 404 };

/** Publishes or unpublishes an article through A's API (the whole article, as the back office sends it). */
async function setPublishedThroughA(page: Page, id: number, published: boolean) {
  const post = await (await page.request.get(`${a.origin}/api/blog-posts/${id}?admin=true`)).json();
  const saved = await page.request.put(`${a.origin}/api/blog-posts/${id}`, { data: { ...post, published } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test("with Redis down, what A publishes and unpublishes reaches every output of B within the outage bound; what changed meanwhile reaches them within a second of Redis's return", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page.request, undefined, a.origin);
  const shown = await publishThroughA(page);
  const hidden = await publishThroughA(page, { published: false });
  // B has every output in its caches, as visitors left them.
  expect(await outputsOfB(shown.slug)).toEqual(shownEverywhere);
  expect(await outputsOfB(hidden.slug)).toEqual(shownNowhere);

  const outages = (instance: Instance) =>
    instance.output.filter((line) => line.includes("Redis is unreachable")).length;
  const [outagesOfA, outagesOfB] = [outages(a), outages(b)];
  await redis.stop();
  // Each instance notices the outage (at the latest, at its next use of Redis) and says so.
  await Promise.all([a, b].map((instance) => fetch(`${instance.origin}/`)));
  await expect.poll(() => outages(a) > outagesOfA && outages(b) > outagesOfB, { timeout: 15_000 }).toBe(true);
  await setPublishedThroughA(page, shown.id, false);
  await setPublishedThroughA(page, hidden.id, true);
  const changedAt = Date.now();
  // What B answers from the outage bound on, whatever it had cached, is what the database holds.
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_BOUND_SECONDS * 1000 - (Date.now() - changedAt)));
  expect(await outputsOfB(shown.slug)).toEqual(shownNowhere);
  expect(await outputsOfB(hidden.slug)).toEqual(shownEverywhere);

  // Still during the outage: B caches these answers again, A changes both back, and Redis returns well within the
  // bound. A second after Redis is back, B agrees with the database again, on every output.
  const cachedAt = Date.now();
  expect(await outputsOfB(shown.slug)).toEqual(shownNowhere);
  expect(await outputsOfB(hidden.slug)).toEqual(shownEverywhere);
  await setPublishedThroughA(page, shown.id, true);
  await setPublishedThroughA(page, hidden.id, false);
  await redis.start();
  const backAt = Date.now();
  // Else B's answers would have expired by the bound alone, and this would not show the return's effect.
  expect(backAt - cachedAt).toBeLessThan(OUTAGE_BOUND_SECONDS * 1000 - 3_000);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await outputsOfB(shown.slug)).toEqual(shownEverywhere);
  expect(await outputsOfB(hidden.slug)).toEqual(shownNowhere);
});

const CAMPAIGN_SUBSCRIBERS = 2_000;

test("a campaign to 2,000 subscribers, sent by both instances through an outage of their SMTP server, reaches each address exactly once", async ({
  page,
}) => {
  // The subscribers of this run, confirmed, in one statement; the campaign also goes to those other specs left.
  const marker = `instances-${unique()}`;
  campaignRun.marker = marker;
  await sql(
    `INSERT INTO newsletter_subscribers (email, status, consent_note, confirmed_at)
     SELECT $1 || '-' || n || '@exemple.ci', 'confirmed'::"SubscriberStatus", 'Test de bout en bout : plusieurs instances', now()
     FROM generate_series(1, $2::int) AS n`,
    [marker, CAMPAIGN_SUBSCRIBERS],
  );
  const [{ total }] = (await sql<{ total: number }>(
    "SELECT count(*)::int AS total FROM newsletter_subscribers WHERE status = 'confirmed'",
  )) as [{ total: number }];
  // The fastest rate the setting allows, shared by every sender on the database (A, B and the e2e server).
  const [settings] = await sql<{ rate: number }>(
    "SELECT newsletter_mails_per_minute AS rate FROM site_settings WHERE id = 1",
  );
  campaignRun.rate = settings!.rate;
  const rate = NEWSLETTER_RATE_LIMITS.max;
  await sql("UPDATE site_settings SET newsletter_mails_per_minute = $1 WHERE id = 1", [rate]);
  // The rate's minutes for everyone, the outage, the retries it causes (30 s, then 60 s), and the machine's load.
  const sendingMs = (Math.ceil(total / rate) + 4) * 60_000;
  test.setTimeout(sendingMs + 180_000);

  // A staff member composes the campaign on A and sends it now, as the screen does.
  await signIn(page.request, undefined, a.origin);
  await page.goto(`${a.origin}/admin/newsletter/campagnes/nouvelle`);
  const title = `Campagne ${marker}`;
  const campaignId = await composeCampaign(page, title, "Bonjour,\n\nUne campagne envoyée par deux instances.");
  campaignRun.campaignId = campaignId;
  await page.getByRole("button", { name: "Envoyer maintenant" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText(/Envoi lancé vers \d+ abonné\(s\)/)).toBeVisible();
  const ourRecipients = `FROM newsletter_campaign_recipients r JOIN newsletter_subscribers s ON s.id = r.subscriber_id
    WHERE r.campaign_id = $1 AND starts_with(s.email, $2)`;
  expect(await sql(`SELECT count(*)::int AS count ${ourRecipients}`, [campaignId, `${marker}-`])).toEqual([
    { count: CAMPAIGN_SUBSCRIBERS },
  ]);

  // The instances' maintenance loops send (every 10 s). Some hundreds accepted, their SMTP server goes down.
  const ours = (mail: ReceivedMail) => mail.to.some((to) => to.startsWith(`${marker}-`));
  await expect
    .poll(() => smtp.received.filter(ours).length, { timeout: 120_000, intervals: [50] })
    .toBeGreaterThanOrEqual(300);
  await smtp.stop();
  const acceptedBefore = smtp.received.filter(ours).length;
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  // The senders met the outage: nothing refused for good, nobody bounced; what failed waits for its retry.
  const fates = `SELECT r.status::text, count(*)::int AS count ${ourRecipients} GROUP BY 1 ORDER BY 1`;
  const duringOutage = await sql<{ status: string; count: number }>(fates, [campaignId, `${marker}-`]);
  expect(duringOutage.filter((row) => !["pending", "sending", "sent"].includes(row.status))).toEqual([]);
  await smtp.start();

  await expect
    .poll(
      async () =>
        (await sql<{ status: string }>("SELECT status::text FROM newsletter_campaigns WHERE id = $1", [campaignId]))[0]
          ?.status,
      { timeout: sendingMs, intervals: [2_000] },
    )
    .toBe("sent");

  // Every address got the campaign exactly once, whoever sent it: A and B to this file's SMTP server, the e2e
  // server (a third sender on the same database) to its own.
  const byInstances = smtp.received.filter((mail) => ours(mail) && mail.subject === title);
  const byE2eServer = (await readMailbox(e2eStack().mailboxDir)).filter((mail) => ours(mail) && mail.subject === title);
  const copies = new Map<string, number>();
  for (const mail of [...byInstances, ...byE2eServer])
    for (const to of mail.to) copies.set(to, (copies.get(to) ?? 0) + 1);
  expect([...copies].filter(([, count]) => count !== 1)).toEqual([]);
  expect(copies.size).toBe(CAMPAIGN_SUBSCRIBERS);
  // Both instances sent some (the e2e server, whose mail server stayed up, may have sent the rest).
  const senderOf = (mail: ReceivedMail) => mail.parsed.from?.value[0]?.name;
  const sentBy = (name: string) => byInstances.filter((mail) => senderOf(mail) === name).length;
  expect(sentBy(SENDER_A)).toBeGreaterThan(0);
  expect(sentBy(SENDER_B)).toBeGreaterThan(0);
  expect(sentBy(SENDER_A) + sentBy(SENDER_B)).toBe(byInstances.length);
  console.info(
    `Campaign of ${total} recipients: ${sentBy(SENDER_A)} mails of this run by A, ${sentBy(SENDER_B)} by B, ` +
      `${byE2eServer.length} by the e2e server; ${acceptedBefore} accepted before the outage.`,
  );

  // In the database: every recipient sent, some after a failed try (the outage), none refused; nobody bounced.
  expect(await sql(fates, [campaignId, `${marker}-`])).toEqual([{ status: "sent", count: CAMPAIGN_SUBSCRIBERS }]);
  const [{ retried }] = (await sql<{ retried: number }>(
    `SELECT count(*)::int AS retried ${ourRecipients} AND r.attempts > 1`,
    [campaignId, `${marker}-`],
  )) as [{ retried: number }];
  expect(retried).toBeGreaterThan(0);
  expect(
    await sql(
      `SELECT status::text, hard_failures FROM newsletter_subscribers WHERE starts_with(email, $1)
       GROUP BY 1, 2`,
      [`${marker}-`],
    ),
  ).toEqual([{ status: "confirmed", hard_failures: 0 }]);
});
