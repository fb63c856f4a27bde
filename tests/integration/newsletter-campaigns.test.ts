// Newsletter campaigns (lib/newsletter/campaigns.ts, campaign-sending.ts) against this file's PostgreSQL database and a
// real SMTP server: each confirmed subscriber gets one mail whatever the number of senders, through an outage of the
// mail server, within the shared rate; refusals bounce an address; an address unsubscribed mid-send gets nothing.
// Time is the senders' `now`, driven by the tests: nothing sleeps.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReceivedMail } from "../helpers/smtp";
import { startTestSmtpServer } from "../helpers/smtp";

// The mail settings must be in place before the modules read the configuration.
const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
const { createTestUser } = await import("../helpers/auth");
const { db } = await import("@/lib/db");
const { DEFAULT_SITE_SETTINGS } = await import("@/lib/settings/defaults");
const { campaignFieldsSchema } = await import("@/lib/newsletter/schemas");
const campaigns = await import("@/lib/newsletter/campaigns");
const sending = await import("@/lib/newsletter/campaign-sending");
const newsletter = await import("@/lib/newsletter");
afterAll(() => smtp.stop());

let admin: Awaited<ReturnType<typeof createTestUser>>;
let articleId: number;

beforeAll(async () => {
  admin = await createTestUser("admin");
  const article = await db.blogPost.create({
    data: {
      title: "Cinq conseils pour votre site",
      slug: "cinq-conseils",
      excerpt: "Ce que nos clients demandent le plus souvent.",
      content: "<p>Texte.</p>",
      author: "Aya Kouassi",
      published: true,
      publishedAt: new Date(Date.now() - 86_400_000),
    },
  });
  articleId = article.id;
});

beforeEach(async () => {
  await db.newsletterCampaign.deleteMany();
  await db.newsletterSubscriber.deleteMany();
  smtp.received.length = 0;
  smtp.failing = false;
  smtp.failingTemporarily = false;
  smtp.refusedAddresses.clear();
  smtp.beforeAccept = undefined;
});

async function setRate(perMinute: number) {
  const settings = { ...DEFAULT_SITE_SETTINGS, newsletterMailsPerMinute: perMinute };
  await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...settings }, update: settings });
}

/** `count` confirmed subscribers (and one pending, one unsubscribed, who must get nothing); their addresses. */
async function subscribers(count: number, prefix = "abonne"): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `${prefix}${index}@exemple.ci`);
  await db.newsletterSubscriber.createMany({
    data: [
      ...emails.map((email) => ({ email, status: "confirmed" as const, confirmedAt: new Date() })),
      { email: `${prefix}-en-attente@exemple.ci`, status: "pending" as const },
      { email: `${prefix}-parti@exemple.ci`, status: "unsubscribed" as const },
    ],
  });
  return emails;
}

let campaignNumber = 0;
/** A digest campaign saved as a draft then started; its title (the subject) is its own. */
async function startedCampaign(): Promise<{ id: number; title: string }> {
  const title = `Les nouvelles de l'agence n°${(campaignNumber += 1)}`;
  const { id } = await campaigns.saveCampaign(
    undefined,
    campaignFieldsSchema.parse({
      title,
      intro: "Bonjour,\n\nVoici nos derniers articles.",
      kind: "digest",
      articleIds: [articleId],
    }),
    admin,
  );
  await sending.startCampaign(id, admin);
  return { id, title };
}

const mailsOf = (title: string) => smtp.received.filter((mail) => mail.subject === title);
const recipientsOf = (mails: ReceivedMail[]) => mails.flatMap((mail) => mail.to);

/** Runs `senders` senders at once at `now`, as several instances' maintenance loops do. */
async function senders(count: number, now: Date) {
  const reports = await Promise.all(Array.from({ length: count }, () => sending.sendCampaignMails({ now })));
  return reports;
}

async function rowsByStatus(campaignId: number) {
  const groups = await db.newsletterCampaignRecipient.groupBy({
    by: ["status"],
    where: { campaignId },
    _count: { _all: true },
  });
  return Object.fromEntries(groups.map((group) => [group.status, group._count._all]));
}

/** The start of a minute, a few minutes ahead: the rate's windows are fixed minutes. */
const minuteAhead = (minutes: number) => new Date((Math.floor(Date.now() / 60_000) + minutes) * 60_000);

describe("sending a campaign", () => {
  it("two senders at once over 300 confirmed subscribers: each gets exactly one mail, with one-click unsubscribe and a plain-text alternative", async () => {
    await setRate(1000);
    const emails = await subscribers(300);
    const { id, title } = await startedCampaign();
    expect(await db.newsletterCampaign.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "sending",
      recipientCount: 300,
    });

    const [first, second] = await senders(2, new Date());
    expect(first!.sent + second!.sent).toBe(300);
    // Both took part: the rows were shared, not sent by one while the other waited.
    expect(first!.sent).toBeGreaterThan(0);
    expect(second!.sent).toBeGreaterThan(0);

    const mails = await smtp.waitFor((mail) => mail.subject === title, 300);
    expect(recipientsOf(mails).sort()).toEqual([...emails].sort());
    expect(new Set(recipientsOf(mails)).size).toBe(300);
    expect(await db.newsletterCampaign.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "sent",
      sentCount: 300,
      failedCount: 0,
      finishedAt: expect.any(Date),
    });

    const mail = mails.find((received) => received.to.includes("abonne7@exemple.ci"))!;
    const subscriber = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "abonne7@exemple.ci" } });
    const header = (name: string) =>
      mail.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = /^<(\S+)>$/.exec(header("list-unsubscribe") ?? "")?.[1];
    expect(link).toMatch(
      new RegExp(`^https?://\\S+/api/newsletter/unsubscribe\\?jeton=${subscriber.id}\\.[\\w-]{43}$`),
    );
    // The link in the text and in the HTML is the subscriber's own, and works.
    expect(mail.text).toContain(`Se désinscrire : ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain("Cinq conseils pour votre site");
    expect(mail.text).toContain("Lire l'article : ");
    expect(mail.html).toContain('lang="fr"');
    expect(await newsletter.unsubscribe(new URL(link!).searchParams.get("jeton"))).toBe("unsubscribed");
  });

  it("an SMTP outage after 60 mails, then its end: every address gets exactly one mail, and no one bounces", async () => {
    await setRate(1000);
    const emails = await subscribers(300);
    const { id, title } = await startedCampaign();
    let accepted = 0;
    smtp.beforeAccept = async () => {
      accepted += 1;
      if (accepted > 60) smtp.failingTemporarily = true;
    };
    const start = new Date();
    const [a, b] = await senders(2, start);
    expect(a!.sent + b!.sent).toBe(60);
    expect(a!.retried + b!.retried).toBeGreaterThan(0);
    const retried = await db.newsletterCampaignRecipient.findMany({
      where: { campaignId: id, status: "pending", attempts: { gt: 0 } },
    });
    expect(retried.length).toBe(a!.retried + b!.retried);
    for (const row of retried) {
      expect(row.nextAttemptAt).toEqual(new Date(start.getTime() + 30_000));
      expect(row.lastError).toContain("451");
    }
    expect(await rowsByStatus(id)).toEqual({ sent: 60, pending: 240 });

    // Still down 10 s later: the rows never tried are tried (and given back); the ones that failed wait their 30 s.
    await senders(2, new Date(start.getTime() + 10_000));
    for (const row of await db.newsletterCampaignRecipient.findMany({
      where: { id: { in: retried.map((r) => r.id) } },
    }))
      expect(row.attempts).toBe(1);

    smtp.failingTemporarily = false;
    smtp.beforeAccept = undefined;
    for (let minute = 20; (await rowsByStatus(id)).pending; minute += 1) await senders(2, minuteAhead(minute));

    const mails = await smtp.waitFor((mail) => mail.subject === title, 300);
    expect(recipientsOf(mails).sort()).toEqual([...emails].sort());
    expect(await rowsByStatus(id)).toEqual({ sent: 300 });
    expect(
      await db.newsletterSubscriber.count({ where: { OR: [{ status: "bounced" }, { hardFailures: { gt: 0 } }] } }),
    ).toBe(0);
    expect(await db.newsletterCampaign.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "sent",
      sentCount: 300,
    });
  });

  it("several senders together keep to the per-minute rate: 10 mails in a minute, 10 more the next", async () => {
    await setRate(10);
    await subscribers(40);
    const { title } = await startedCampaign();
    const minute = minuteAhead(2);
    const sent = async (at: Date) => (await senders(3, at)).reduce((total, report) => total + report.sent, 0);
    expect(await sent(minute)).toBe(10);
    expect(await sent(new Date(minute.getTime() + 30_000))).toBe(0);
    expect(await sent(new Date(minute.getTime() + 59_999))).toBe(0);
    expect(await sent(new Date(minute.getTime() + 60_000))).toBe(10);
    expect(await sent(new Date(minute.getTime() + 61_000))).toBe(0);
    expect(mailsOf(title)).toHaveLength(20);
  });

  it("the rate window: a new minute counts from zero, a window ahead of the clock (another instance's) is kept", () => {
    const minute = minuteAhead(0);
    const later = new Date(minute.getTime() + 45_000);
    expect(sending.grantFromWindow({ start: null, count: 0 }, 60, 20, later)).toEqual({
      granted: 20,
      window: { start: minute, count: 0 },
    });
    expect(sending.grantFromWindow({ start: minute, count: 50 }, 60, 20, later).granted).toBe(10);
    expect(sending.grantFromWindow({ start: minute, count: 60 }, 60, 20, later).granted).toBe(0);
    const next = new Date(minute.getTime() + 60_000);
    expect(sending.grantFromWindow({ start: minute, count: 60 }, 60, 20, next)).toEqual({
      granted: 20,
      window: { start: next, count: 0 },
    });
    expect(sending.grantFromWindow({ start: next, count: 60 }, 60, 20, later).granted).toBe(0);
  });

  it("an address refused for good three times (across campaigns) becomes bounced, and the next campaign leaves it out", async () => {
    await setRate(1000);
    await subscribers(3);
    smtp.refusedAddresses.add("abonne1@exemple.ci");
    const hardFailures = async () =>
      db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "abonne1@exemple.ci" } });
    for (const expected of [1, 2]) {
      const { id } = await startedCampaign();
      const [report] = await senders(1, new Date());
      expect(report).toMatchObject({ sent: 2, failed: 1, retried: 0 });
      expect(await rowsByStatus(id)).toEqual({ sent: 2, failed: 1 });
      expect(await hardFailures()).toMatchObject({ status: "confirmed", hardFailures: expected });
    }
    const third = await startedCampaign();
    await senders(1, new Date());
    expect(await hardFailures()).toMatchObject({ status: "bounced", hardFailures: 3, bouncedAt: expect.any(Date) });
    const failed = await db.newsletterCampaignRecipient.findFirstOrThrow({
      where: { campaignId: third.id, status: "failed" },
    });
    expect(failed.lastError).toContain("550");
    expect(await db.newsletterCampaign.findUniqueOrThrow({ where: { id: third.id } })).toMatchObject({
      status: "sent",
      sentCount: 2,
      failedCount: 1,
    });

    const fourth = await startedCampaign();
    expect(await db.newsletterCampaignRecipient.count({ where: { campaignId: fourth.id } })).toBe(2);
  });

  it("a mail accepted again resets the count of refusals: only refusals in a row bounce", async () => {
    await setRate(1000);
    await subscribers(1);
    smtp.refusedAddresses.add("abonne0@exemple.ci");
    for (let index = 0; index < 2; index += 1) {
      await startedCampaign();
      await senders(1, new Date());
    }
    smtp.refusedAddresses.clear();
    await startedCampaign();
    await senders(1, new Date());
    expect(await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "abonne0@exemple.ci" } })).toMatchObject({
      status: "confirmed",
      hardFailures: 0,
    });
  });

  it("skips a subscriber who unsubscribes while the campaign is being sent", async () => {
    await setRate(5);
    const emails = await subscribers(12);
    const { id, title } = await startedCampaign();
    const minute = minuteAhead(2);
    await senders(2, minute);
    expect(mailsOf(title)).toHaveLength(5);
    // One still waiting: which rows went first follows the recipients' ids, not the addresses' order.
    const waiting = await db.newsletterCampaignRecipient.findFirstOrThrow({
      where: { campaignId: id, status: "pending" },
      orderBy: { id: "desc" },
    });
    const leaving = await db.newsletterSubscriber.findUniqueOrThrow({ where: { id: waiting.subscriberId } });
    await db.newsletterSubscriber.update({ where: { id: leaving.id }, data: { status: "unsubscribed" } });
    for (let next = 1; (await rowsByStatus(id)).pending; next += 1)
      await senders(2, new Date(minute.getTime() + next * 60_000));
    expect(recipientsOf(mailsOf(title)).sort()).toEqual(emails.filter((email) => email !== leaving.email).sort());
    expect(await rowsByStatus(id)).toEqual({ sent: 11, skipped: 1 });
    expect(
      await db.newsletterCampaignRecipient.findFirstOrThrow({ where: { campaignId: id, status: "skipped" } }),
    ).toMatchObject({
      subscriberId: leaving.id,
    });
  });

  it("a row left 'sending' by a sender that died is sent again only once its 5-minute lease is over", async () => {
    await setRate(1000);
    await subscribers(3);
    const { id, title } = await startedCampaign();
    const now = new Date();
    const [stuck] = await db.newsletterCampaignRecipient.findMany({
      where: { campaignId: id },
      orderBy: { id: "asc" },
    });
    await db.newsletterCampaignRecipient.update({
      where: { id: stuck!.id },
      data: { status: "sending", attempts: 1, leaseUntil: new Date(now.getTime() + 5 * 60_000) },
    });
    await senders(2, now);
    expect(mailsOf(title)).toHaveLength(2);
    expect(await db.newsletterCampaign.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sending" });
    await senders(2, new Date(now.getTime() + 4 * 60_000));
    expect(mailsOf(title)).toHaveLength(2);
    await senders(2, new Date(now.getTime() + 5 * 60_000 + 1));
    expect(mailsOf(title)).toHaveLength(3);
    expect(await db.newsletterCampaign.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "sent",
      sentCount: 3,
    });
  });
});

describe("starting, scheduling and cancelling", () => {
  it("a campaign started twice at once lists each confirmed subscriber once, and the second start is refused (409)", async () => {
    await subscribers(25);
    const { id } = await campaigns.saveCampaign(
      undefined,
      campaignFieldsSchema.parse({ title: "Double départ", kind: "digest", articleIds: [articleId] }),
      admin,
    );
    const results = await Promise.allSettled([sending.startCampaign(id, admin), sending.startCampaign(id, admin)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({ reason: { status: 409 } });
    expect(await db.newsletterCampaignRecipient.count({ where: { campaignId: id } })).toBe(25);
  });

  it("a scheduled campaign starts at its time and not before; a cancelled one never starts, nor sends what is left", async () => {
    await setRate(1000);
    await subscribers(4);
    const draft = (title: string) =>
      campaigns.saveCampaign(
        undefined,
        campaignFieldsSchema.parse({
          title,
          kind: "free",
          content: "<p>Bonjour <strong>à tous</strong></p><script>x</script>",
        }),
        admin,
      );
    const later = await draft("Programmée");
    const when = new Date(Date.now() + 3_600_000);
    await campaigns.scheduleCampaign(later.id, when, admin);
    expect(await sending.startDueCampaigns(new Date(when.getTime() - 1))).toEqual([]);
    expect(await sending.startDueCampaigns(when)).toEqual([later.id]);
    expect(await sending.startDueCampaigns(when)).toEqual([]);
    const started = await db.newsletterCampaign.findUniqueOrThrow({ where: { id: later.id } });
    expect(started).toMatchObject({ status: "sending", recipientCount: 4 });
    expect(started.mailHtml).toContain("<strong>à tous</strong>");
    expect(started.mailHtml).not.toContain("<script>");
    expect(started.mailText).toContain("Bonjour à tous");

    await campaigns.cancelCampaign(later.id, admin);
    await senders(1, new Date());
    expect(mailsOf("Programmée")).toHaveLength(0);
    await expect(
      campaigns.saveCampaign(
        later.id,
        campaignFieldsSchema.parse({ title: "x", kind: "free", content: "<p>y</p>" }),
        admin,
      ),
    ).rejects.toMatchObject({ status: 409 });

    const cancelled = await draft("Annulée");
    await campaigns.scheduleCampaign(cancelled.id, when, admin);
    await campaigns.cancelCampaign(cancelled.id, admin);
    expect(await sending.startDueCampaigns(when)).toEqual([]);
  });

  it("proposes the articles published since the last campaign, and refuses a digest without a published article in French", async () => {
    const older = await db.blogPost.create({
      data: {
        title: "Ancien",
        slug: "ancien",
        excerpt: "-",
        content: "<p>-</p>",
        author: "A",
        published: true,
        publishedAt: new Date(Date.now() - 10 * 86_400_000),
      },
    });
    await db.newsletterCampaign.create({
      data: { title: "Dernière", status: "sent", startedAt: new Date(Date.now() - 5 * 86_400_000) },
    });
    const choices = await campaigns.campaignArticleChoices();
    expect(choices.proposedIds).toEqual([articleId]);
    expect(choices.articles.map((article) => article.id)).toEqual(expect.arrayContaining([articleId, older.id]));

    const draft = await db.blogPost.create({
      data: { title: "Brouillon", slug: "brouillon", excerpt: "-", content: "<p>-</p>", author: "A" },
    });
    await expect(
      campaigns.saveCampaign(
        undefined,
        campaignFieldsSchema.parse({ title: "x", kind: "digest", articleIds: [draft.id] }),
        admin,
      ),
    ).rejects.toMatchObject({ status: 400, message: "Choisissez au moins un article publié." });
    expect(
      campaignFieldsSchema.safeParse({ title: "", kind: "free", content: "<p> </p>" }).error?.flatten().fieldErrors,
    ).toEqual({
      title: ["Le titre est requis."],
      content: ["Le texte de la campagne est requis."],
    });
  });

  it("'Envoyer un test' mails the exact mail, marked as a test, to the staff member only", async () => {
    await subscribers(2);
    const { id } = await campaigns.saveCampaign(
      undefined,
      campaignFieldsSchema.parse({ title: "Essai", kind: "digest", articleIds: [articleId] }),
      admin,
    );
    expect(await campaigns.sendCampaignTest(id, admin)).toEqual({ to: admin.email });
    const [mail] = await smtp.waitFor((received) => received.subject === "[Test] Essai");
    expect(mail!.to).toEqual([admin.email]);
    expect(smtp.received).toHaveLength(1);
    const preview = await campaigns.previewCampaign(id);
    expect(preview.text).toBe(mail!.text.trimEnd());
  });
});
