// 'Données personnelles' (lib/privacy): a person found by e-mail address and by visitor id, exported as JSON by the
// route, erased by the screen's action, against this file's PostgreSQL database; after the erasure every column of
// every table is scanned for their e-mail, name and phone, and the dashboard's figures and the maintained totals are
// compared with those before.
import { randomInt, randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original()),
);
const { actAs } = await import("../helpers/action-session");
const { apiRequest, createTestUser, routeContext } = await import("../helpers/auth");
const { columnsHolding } = await import("../helpers/personal-data-scan");
const { db } = await import("@/lib/db");
const { dashboardStats, dashboardVisitorStats } = await import("@/lib/dashboard");
const { submitContactMessage, submitProjectRequest } = await import("@/lib/messages");
const { contactMessageSchema, newsletterSchema, projectRequestSchema } = await import("@/lib/messages/visitor-schemas");
const { addLeadNote, moveLeadStage } = await import("@/lib/leads");
const { subscribe } = await import("@/lib/newsletter");
const { recordVisit } = await import("@/lib/visits");
const { findPersonalData, ERASED_ACCOUNT_NAME } = await import("@/lib/privacy");
const { privacyExportSchema } = await import("@/lib/privacy/schemas");
const exportRoute = await import("@/app/api/privacy/export/route");
const { erasePersonalDataAction } = await import("@/app/admin/(shell)/privacy/actions");

const scanQuery = (sql: string, params: unknown[]) => db.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...params);

/** One person, unique to the test, who wrote, asked for a quote, subscribed and visited. */
async function seedPerson(label: string) {
  const person = {
    email: `${label}.kouame@exemple.ci`,
    name: `Adjoua ${label} Kouamé`,
    phone: `+225 07 ${randomInt(10_000_000, 99_999_999)}`,
    sessionId: randomUUID(),
  };
  const context = { sessionId: person.sessionId, page: "/contact" };
  await recordVisit({ sessionId: person.sessionId, page: "/", referrer: null, country: "CI", city: "Yamoussoukro" });
  await recordVisit({
    sessionId: person.sessionId,
    page: "/contact",
    referrer: null,
    country: "CI",
    city: "Yamoussoukro",
  });
  const contact = await submitContactMessage(
    contactMessageSchema().parse({
      name: person.name,
      email: person.email,
      subject: `Site de ${person.name}`,
      message: `Bonjour, je suis ${person.name}, joignable au ${person.phone}.`,
      ...context,
    }),
  );
  const quote = await submitProjectRequest(
    projectRequestSchema().parse({
      name: person.name,
      email: person.email,
      company: "Lagune Numérique",
      phone: person.phone,
      projectType: "Développement Web",
      budget: "1 000 € - 2 000 €",
      timeframe: "1-3 mois",
      description: `Une boutique en ligne pour ${person.name}.`,
      quoteRequest: true,
      ...context,
    }),
  );
  const subscription = await subscribe(newsletterSchema().parse({ email: person.email, ...context, page: "/blog" }));
  // A campaign it received, refused by the mail server with an error that names the address.
  await db.newsletterCampaign.create({
    data: {
      title: `Lettre ${label}`,
      status: "sent",
      startedAt: new Date(),
      recipients: {
        create: {
          subscriberId: subscription.id,
          status: "failed",
          attempts: 1,
          lastError: `Adresse refusée par le serveur de messagerie : ${person.email}`,
        },
      },
    },
  });
  return { ...person, contactId: contact.id, quoteId: quote.id };
}

/** Everything the dashboard shows and every total PostgreSQL maintains, but the history's own counters. */
async function figures() {
  const [totals, days, decisions, visitTotals, visitPages, visitPlaces, sessions, counters] = await Promise.all([
    db.formConversionTotal.findMany({ orderBy: [{ formType: "asc" }, { status: "asc" }, { stage: "asc" }] }),
    db.formConversionDay.findMany({ orderBy: [{ day: "asc" }, { formType: "asc" }, { status: "asc" }] }),
    db.leadDecisionDay.findMany({ orderBy: [{ day: "asc" }, { stage: "asc" }] }),
    db.visitDailyTotal.findMany({ orderBy: { day: "asc" } }),
    db.visitDailyPage.findMany({ orderBy: [{ day: "asc" }, { page: "asc" }] }),
    db.visitDailyPlace.findMany({ orderBy: [{ day: "asc" }, { city: "asc" }] }),
    db.visitorSession.findMany({ orderBy: { sessionId: "asc" } }),
    db.counter.findMany({ where: { name: { notIn: ["activities", "activities.unread"] } }, orderBy: { name: "asc" } }),
  ]);
  return {
    dashboard: await dashboardStats(),
    visitors: (await dashboardVisitorStats("30")).stats,
    totals,
    days,
    decisions,
    visitTotals,
    visitPages,
    visitPlaces,
    sessions,
    counters,
  };
}

const subject = (q: string) => privacyExportSchema.parse({ q }).q;

let admin: Awaited<ReturnType<typeof createTestUser>>;

beforeEach(async () => {
  await db.activity.deleteMany();
  await db.user.deleteMany();
  admin = await createTestUser("admin");
  await db.user.update({ where: { id: admin.id }, data: { lastLogin: new Date() } });
  await actAs(admin);
});

describe("finding a person", () => {
  it("finds their messages with replies, notes and stage changes, their subscription, sessions and visits, by e-mail and by visitor id", async () => {
    const person = await seedPerson("trouve");
    const other = await seedPerson("autre");
    await addLeadNote(person.quoteId, `Rappeler ${person.name} lundi.`, admin.id);
    await moveLeadStage(person.quoteId, { stage: "contacted" }, admin.id);
    await db.conversionReply.create({
      data: {
        conversionId: person.contactId,
        to: person.email,
        subject: "Votre site",
        content: "Bonjour",
        status: "sent",
      },
    });

    for (const q of [person.email.toUpperCase(), person.sessionId]) {
      const data = await findPersonalData(subject(q));
      expect(data.conversions.map((row) => row.formType).sort()).toEqual(["contact", "newsletter", "quote"]);
      const quote = data.conversions.find((row) => row.id === person.quoteId)!;
      expect(quote.notes.map((note) => note.content)).toEqual([`Rappeler ${person.name} lundi.`]);
      expect(quote.stageChanges.map((change) => change.toStage)).toContain("contacted");
      expect(data.conversions.find((row) => row.id === person.contactId)!.replies).toHaveLength(1);
      expect(data.subscriptions.map((row) => row.email)).toEqual([person.email]);
      expect(data.campaignsReceived.map((row) => [row.campaign.title, row.status])).toEqual([
        [expect.stringMatching(/^Lettre /), "failed"],
      ]);
      expect(data.visitorSessions.map((row) => row.sessionId)).toEqual([person.sessionId]);
      expect(data.visits.map((row) => [row.page, row.city])).toEqual([
        ["/", "Yamoussoukro"],
        ["/contact", "Yamoussoukro"],
      ]);
      expect(data.activities.map((row) => row.title)).toContain(`Nouveau message de ${person.name}`);
      expect(data.account).toBeNull();
      expect(JSON.stringify(data)).not.toContain(other.email);
    }
    expect((await findPersonalData(subject("personne@ailleurs.ci"))).conversions).toEqual([]);
  });

  it("finds a staff member's account and its sessions", async () => {
    const editor = await createTestUser("editor");
    await db.session.create({
      data: {
        id: "a".repeat(64),
        userId: editor.id,
        expiresAt: new Date(Date.now() + 3_600_000),
        userAgent: "Firefox",
      },
    });
    const data = await findPersonalData(subject(editor.email));
    expect(data.account).toMatchObject({ username: editor.username, role: "editor" });
    expect(data.account!.sessions.map((session) => session.userAgent)).toEqual(["Firefox"]);
  });
});

describe("the export", () => {
  it("downloads one JSON attachment holding each record of the person", async () => {
    const person = await seedPerson("export");
    const response = await exportRoute.GET(
      await apiRequest(`/api/privacy/export?q=${encodeURIComponent(person.email)}`, { as: admin }),
      routeContext(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="donnees-personnelles-.+\.json"$/,
    );
    const file = await response.json();
    expect(file.subject).toBe(person.email);
    expect(file.conversions.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([person.contactId, person.quoteId]),
    );
    expect(file.conversions.find((row: { id: number }) => row.id === person.quoteId).data).toMatchObject({
      name: person.name,
      phone: person.phone,
    });
    expect(file.subscriptions[0].email).toBe(person.email);
    expect(file.campaignsReceived[0]).toMatchObject({ status: "failed", campaign: { title: expect.any(String) } });
    expect(file.visits).toHaveLength(2);
  });

  it("refuses a bad subject with a French 400 and a role other than admin with a 403", async () => {
    const bad = await exportRoute.GET(
      await apiRequest("/api/privacy/export?q=pas-une-adresse", { as: admin }),
      routeContext(),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/adresse e-mail valide ou un identifiant de visiteur/);
    const editor = await createTestUser("editor");
    const refused = await exportRoute.GET(
      await apiRequest("/api/privacy/export?q=a@b.ci", { as: editor }),
      routeContext(),
    );
    expect(refused.status).toBe(403);
  });
});

describe("the erasure", () => {
  it("leaves no table holding the person's e-mail, name or phone, keeps every count and total, and records who erased", async () => {
    const person = await seedPerson("efface");
    const other = await seedPerson("garde");
    await addLeadNote(person.quoteId, `Rappeler ${person.name} au ${person.phone}.`, admin.id);
    await moveLeadStage(person.quoteId, { stage: "won" }, admin.id);
    await db.conversionReply.create({
      data: { conversionId: person.contactId, to: person.email, subject: `Pour ${person.name}`, content: "Bonjour" },
    });
    const needles = [person.email, person.name, person.phone];
    // The scan can fail: before the erasure it finds the person in the columns that hold them.
    expect(await columnsHolding(scanQuery, needles)).toEqual(
      expect.arrayContaining([
        "form_conversions.user_email",
        "form_conversions.data",
        "newsletter_subscribers.email",
        "newsletter_campaign_recipients.last_error",
        "activities.title",
        "lead_notes.content",
        "conversion_replies.to",
      ]),
    );
    const before = await figures();

    const result = await erasePersonalDataAction({ q: person.email, confirmation: person.email.toUpperCase() });
    expect(result).toMatchObject({
      ok: true,
      data: { conversions: 3, subscriptions: 1, campaignsReceived: 1, visits: 2, account: false },
    });

    expect(await columnsHolding(scanQuery, needles)).toEqual([]);
    expect(await figures()).toEqual(before);
    expect(await db.visit.count({ where: { sessionId: person.sessionId, city: null } })).toBe(2);
    expect((await db.formConversion.findUniqueOrThrow({ where: { id: person.quoteId } })).data).toEqual({
      projectType: "Développement Web",
      budget: "1 000 € - 2 000 €",
      timeframe: "1-3 mois",
    });
    // Someone else's data is left alone.
    expect(await columnsHolding(scanQuery, [other.email, other.name])).toEqual(
      expect.arrayContaining(["form_conversions.user_email", "newsletter_subscribers.email"]),
    );
    const record = await db.activity.findFirstOrThrow({ where: { type: "privacy" } });
    expect(record).toMatchObject({ actorId: admin.id, title: "Données personnelles effacées" });
    expect(record.description).toContain(admin.username);
    expect((await findPersonalData(subject(person.email))).conversions).toEqual([]);
  });

  it("refuses a confirmation that does not repeat the subject, and bad input, with French messages and nothing erased", async () => {
    const person = await seedPerson("refus");
    const wrong = await erasePersonalDataAction({ q: person.email, confirmation: "oui" });
    expect(wrong).toMatchObject({ ok: false, status: 400 });
    expect(!wrong.ok && wrong.fieldErrors?.confirmation?.[0]).toMatch(/saisissez exactement/);
    for (const input of [{ q: "", confirmation: "" }, { q: "x".repeat(300), confirmation: "x" }, { q: 12 }, null])
      expect(await erasePersonalDataAction(input as never)).toMatchObject({ ok: false, status: 400 });
    expect(await db.newsletterSubscriber.count({ where: { email: person.email } })).toBe(1);
    expect(await db.activity.count({ where: { type: "privacy" } })).toBe(0);
  });

  it("is refused to an editor", async () => {
    const person = await seedPerson("editeur");
    await actAs(await createTestUser("editor"));
    expect(await erasePersonalDataAction({ q: person.email, confirmation: person.email })).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it("refuses the last administrator's own account (409), and erases another staff account, its name kept beside its work replaced", async () => {
    const last = await erasePersonalDataAction({ q: admin.email, confirmation: admin.email });
    expect(last).toMatchObject({ ok: false, status: 409 });
    expect(!last.ok && last.error).toMatch(/dernier administrateur/);
    expect(await db.user.count({ where: { id: admin.id } })).toBe(1);

    const editor = await createTestUser("editor");
    await db.revision.create({
      data: { entityType: "blog", entityId: 1, authorId: editor.id, authorName: editor.username, snapshot: {} },
    });
    const erased = await erasePersonalDataAction({ q: editor.email, confirmation: editor.email });
    expect(erased).toMatchObject({ ok: true, data: { account: true } });
    expect(await db.user.count({ where: { id: editor.id } })).toBe(0);
    expect((await db.revision.findFirstOrThrow()).authorName).toBe(ERASED_ACCOUNT_NAME);
    expect(await columnsHolding(scanQuery, [editor.email, editor.username])).toEqual([]);
  });
});
