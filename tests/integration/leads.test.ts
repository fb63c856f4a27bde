// The pipeline of a request (issue 27) against PostgreSQL and a real SMTP server: stage moves and their history,
// owners and 'Mes demandes', internal notes that no mail or public answer carries, replies kept with their delivery
// and sent again, follow-up reminders, spam, and the source copied from the visitor's recorded visit.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer } from "../helpers/smtp";
import { clientAddresses } from "../helpers/client-addresses";

const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
process.env.AGENCY_INBOX = "equipe@agence.test";
const { db } = await import("@/lib/db");
const leads = await import("@/lib/leads");
const inbox = await import("@/lib/messages/inbox");
const messages = await import("@/lib/messages");
const { moveLeadStageSchema } = await import("@/lib/leads/schemas");
const { estimatedValueFromBudget } = await import("@/lib/leads/rules");
const { inboxQuerySchema, inboxViewSchema } = await import("@/lib/messages/schemas");
const { conversionSearchText } = await import("@/lib/messages/rules");
const { recordVisit } = await import("@/lib/visits");
const { GET: getInbox } = await import("@/app/api/form-conversions/route");
const { GET: getMessage } = await import("@/app/api/form-conversions/[id]/route");
const { GET: getReminders } = await import("@/app/api/leads/reminders/route");
const { POST: postProjectRequest } = await import("@/app/api/project-request/route");
const { POST: postTrackVisit } = await import("@/app/api/track-visit/route");
const { apiRequest, createTestUser, routeContext } = await import("../helpers/auth");
afterAll(() => smtp.stop());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const freshAddress = clientAddresses(27);

/** A project or quote request sent to the public route handler, as a browser at `from` sends it. */
async function submitRequest(json: Record<string, unknown>, from = freshAddress()) {
  return postProjectRequest(
    await apiRequest("/api/project-request", {
      method: "POST",
      json,
      headers: { "x-forwarded-for": from, "user-agent": BROWSER },
    }),
    routeContext(),
  );
}

async function request(
  name: string,
  fields: { email?: string; budget?: string; status?: "completed" | "processed" | "started" } = {},
) {
  const email = fields.email ?? `${name.toLowerCase().replace(/\W/g, "")}@exemple.ci`;
  const data = {
    name,
    email,
    projectType: "Développement Web",
    description: "Un site vitrine.",
    ...(fields.budget ? { budget: fields.budget } : {}),
  };
  return db.formConversion.create({
    data: {
      formType: "quote",
      status: fields.status ?? "completed",
      email,
      data,
      searchText: conversionSearchText("quote", email, data),
      completedAt: new Date(),
    },
  });
}

type Staff = Awaited<ReturnType<typeof createTestUser>>;
let editor: Staff;
let admin: Staff;
beforeAll(async () => {
  editor = await createTestUser("editor");
  admin = await createTestUser("admin");
});

describe("stage moves", () => {
  it("record the stage, its date, a LeadStageChange row and an activity, and keep a lost reason only while lost", async () => {
    const lead = await request("Adjoua Kouassi");
    expect((await db.formConversion.findUniqueOrThrow({ where: { id: lead.id } })).stage).toBe("new");

    const contacted = await leads.moveLeadStage(lead.id, { stage: "contacted" }, editor.id);
    expect(contacted).toMatchObject({ id: lead.id, stage: "contacted", lostReason: null });
    await leads.moveLeadStage(lead.id, { stage: "lost", lostReason: "Budget trop serré" }, admin.id);
    expect(await db.formConversion.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
      stage: "lost",
      lostReason: "Budget trop serré",
    });
    await leads.moveLeadStage(lead.id, { stage: "quote_sent" }, editor.id);
    const row = await db.formConversion.findUniqueOrThrow({ where: { id: lead.id } });
    expect(row).toMatchObject({ stage: "quote_sent", lostReason: null });
    expect(row.stageChangedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const changes = await db.leadStageChange.findMany({ where: { conversionId: lead.id }, orderBy: { id: "asc" } });
    expect(changes.map((change) => [change.fromStage, change.toStage, change.actorId])).toEqual([
      ["new", "contacted", editor.id],
      ["contacted", "lost", admin.id],
      ["lost", "quote_sent", editor.id],
    ]);
    const activities = await db.activity.findMany({
      where: { targetId: lead.id, type: "form_conversion" },
      orderBy: { id: "asc" },
    });
    expect(activities.map((activity) => [activity.title, activity.description, activity.actorId])).toEqual([
      ["Demande de Adjoua Kouassi passée à l'étape « Contacté »", null, editor.id],
      ["Demande de Adjoua Kouassi passée à l'étape « Perdu »", "Budget trop serré", admin.id],
      ["Demande de Adjoua Kouassi passée à l'étape « Devis envoyé »", null, editor.id],
    ]);
    // The detail's history: each change with its date and author.
    expect((await leads.findLeadPipeline(lead.id))!.stageChanges.map((change) => change.to)).toEqual([
      "contacted",
      "lost",
      "quote_sent",
    ]);
  });

  it("record nothing when the stage does not change", async () => {
    const lead = await request("Bamba Issa");
    await leads.moveLeadStage(lead.id, { stage: "new" }, editor.id);
    expect(await db.leadStageChange.count({ where: { conversionId: lead.id } })).toBe(0);
    expect(await db.activity.count({ where: { targetId: lead.id, type: "form_conversion" } })).toBe(0);
  });

  it("ask a lost request's reason, in French", () => {
    const refused = moveLeadStageSchema.safeParse({ stage: "lost", lostReason: "  " });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]).toMatchObject({
      path: ["lostReason"],
      message: "Indiquez pourquoi la demande est perdue",
    });
    expect(moveLeadStageSchema.safeParse({ stage: "gagné" }).error!.issues[0]!.message).toBe("Étape inconnue");
  });

  it("refuse an unknown request (404) and a spam one (409)", async () => {
    await expect(leads.moveLeadStage(999_999, { stage: "won" }, editor.id)).rejects.toMatchObject({ status: 404 });
    const spam = await request("Robot Spam");
    await leads.setLeadSpam(spam.id, true, editor.id);
    await expect(leads.moveLeadStage(spam.id, { stage: "won" }, editor.id)).rejects.toMatchObject({ status: 409 });
    expect((await db.formConversion.findUniqueOrThrow({ where: { id: spam.id } })).stage).toBe("new");
  });

  it("record one change when two people move the same request at once", async () => {
    const lead = await request("Coulibaly Awa");
    const results = await Promise.allSettled([
      leads.moveLeadStage(lead.id, { stage: "contacted" }, editor.id),
      leads.moveLeadStage(lead.id, { stage: "won" }, admin.id),
    ]);
    const changes = await db.leadStageChange.findMany({ where: { conversionId: lead.id } });
    const fulfilled = results.filter((result) => result.status === "fulfilled").length;
    expect(changes.filter((change) => change.fromStage === "new").length).toBe(1);
    expect(changes).toHaveLength(fulfilled);
  });
});

describe("owners and 'Mes demandes'", () => {
  it("assign a request to a staff account with an activity, and refuse an unknown account", async () => {
    const lead = await request("Diallo Fanta");
    expect(await leads.assignLead(lead.id, editor.id, admin.id)).toEqual({ id: editor.id, username: editor.username });
    expect((await db.formConversion.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBe(editor.id);
    expect(
      await db.activity.findFirst({
        where: { targetId: lead.id, title: `Demande de Diallo Fanta attribuée à ${editor.username}` },
      }),
    ).not.toBeNull();
    await expect(leads.assignLead(lead.id, 999_999, admin.id)).rejects.toMatchObject({ status: 400 });
    expect(await leads.assignLead(lead.id, null, admin.id)).toBeNull();
    expect((await db.formConversion.findUniqueOrThrow({ where: { id: lead.id } })).ownerId).toBeNull();
    expect((await leads.listLeadOwners()).map((owner) => owner.id)).toEqual(
      expect.arrayContaining([editor.id, admin.id]),
    );
  });

  it("list only the viewer's requests with owner=me, in the API and in the page's query", async () => {
    const mine = await request("Ehui Serge");
    const theirs = await request("Fofana Moussa");
    await leads.assignLead(mine.id, editor.id, editor.id);
    await leads.assignLead(theirs.id, admin.id, editor.id);

    const response = await getInbox(
      await apiRequest("/api/form-conversions?owner=me&status=received", { as: editor }),
      routeContext(),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.messages.map((message: { id: number }) => message.id)).toEqual([mine.id]);
    const page = await inbox.listInbox(inboxViewSchema.parse({ owner: "me" }), admin.id);
    expect(page.messages.map((message) => message.id)).toEqual([theirs.id]);
    const everyone = await inbox.listInbox(inboxViewSchema.parse({}), admin.id);
    expect(everyone.messages.map((message) => message.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const refused = await getInbox(await apiRequest("/api/form-conversions?owner=moi", { as: editor }), routeContext());
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain("Filtre de responsable inconnu");
  });

  it("show the owner's open requests in their bell (GET /api/leads/reminders)", async () => {
    const owner = await createTestUser("user");
    const open = await request("Gnagne Paul");
    const won = await request("Hien Marc");
    await leads.assignLead(open.id, owner.id, admin.id);
    await leads.assignLead(won.id, owner.id, admin.id);
    await leads.moveLeadStage(won.id, { stage: "won" }, admin.id);
    const response = await getReminders(await apiRequest("/api/leads/reminders", { as: owner }), routeContext());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.assigned).toEqual({
      count: 1,
      leads: [expect.objectContaining({ id: open.id, name: "Gnagne Paul", stage: "new" })],
    });
  });
});

describe("internal notes", () => {
  const NOTE = "Note interne : client pressé, ne pas citer de prix au téléphone";

  it("are kept with their author and time, and appear in no e-mail nor in any public answer", async () => {
    const sessionId = randomUUID();
    const submitted = await submitRequest({
      name: "Irié Bi",
      email: "irie@exemple.ci",
      projectType: "Développement Web",
      description: "Une boutique en ligne avec Mobile Money.",
      quoteRequest: true,
      sessionId,
      page: "/",
    });
    expect(submitted.status).toBe(200);
    const lead = await db.formConversion.findFirstOrThrow({ where: { email: "irie@exemple.ci" } });
    const note = await leads.addLeadNote(lead.id, NOTE, editor.id);
    expect(note).toMatchObject({ content: NOTE, author: editor.username, createdAt: expect.any(String) });

    // Every mail the request can cause: the agency's notification, a reply, a reply sent again.
    await messages.deliverPendingNotifications();
    await inbox.replyToMessage(lead.id, { replyContent: "Bonjour, merci pour votre demande." }, editor.id);
    const mails = await smtp.waitFor((mail) => mail.to.includes("irie@exemple.ci") || mail.text.includes("Irié Bi"), 2);
    for (const mail of smtp.received) {
      expect(mail.text).not.toContain("Note interne");
      expect(String(mail.html)).not.toContain("Note interne");
    }
    expect(mails.length).toBeGreaterThanOrEqual(2);

    // The public answer of another submission by the same visitor, and the spec's message API, say nothing of it.
    const again = await submitRequest({
      name: "Irié Bi",
      email: "irie@exemple.ci",
      projectType: "Développement Web",
      description: "Une seconde demande, pour voir.",
      sessionId,
      page: "/",
    });
    expect(await again.text()).not.toContain("Note interne");
    const detail = await getMessage(
      await apiRequest(`/api/form-conversions/${lead.id}`, { as: editor }),
      routeContext({ id: String(lead.id) }),
    );
    expect(await detail.text()).not.toContain("Note interne");
    // The back office's detail has it.
    expect((await leads.findLeadPipeline(lead.id))!.notes).toEqual([note]);
  });
});

describe("replies kept", () => {
  it("are stored failed when the mail server refuses, then sent once when sent again, however many clicks", async () => {
    const lead = await request("Jean Kra", { email: "kra@exemple.ci" });
    smtp.failing = true;
    try {
      await expect(
        inbox.replyToMessage(lead.id, { replyContent: "Voici notre devis." }, editor.id),
      ).rejects.toMatchObject({ status: 502 });
    } finally {
      smtp.failing = false;
    }
    const [failed] = (await inbox.findMessage(lead.id))!.replies;
    expect(failed).toMatchObject({ status: "failed", content: "Voici notre devis.", author: editor.username });
    expect(failed!.error).toBeTruthy();

    // While the server takes the mail, the reply shows as being sent again.
    let during: string | undefined;
    smtp.beforeAccept = async () => {
      during = (await inbox.findMessage(lead.id))!.replies[0]!.status;
    };
    try {
      const results = await Promise.allSettled([
        inbox.resendReply(failed!.id, editor.id),
        inbox.resendReply(failed!.id, editor.id),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(results.find((result) => result.status === "rejected")).toMatchObject({ reason: { status: 409 } });
    } finally {
      smtp.beforeAccept = undefined;
    }
    expect(during).toBe("retrying");
    expect(smtp.received.filter((mail) => mail.to.includes("kra@exemple.ci"))).toHaveLength(1);
    const [sent] = (await inbox.findMessage(lead.id))!.replies;
    expect(sent).toMatchObject({ id: failed!.id, status: "sent", error: null, sentAt: expect.any(String) });
    // A reply already sent is not sent again.
    expect(await inbox.resendReply(failed!.id, editor.id)).toMatchObject({ status: "sent" });
    expect(smtp.received.filter((mail) => mail.to.includes("kra@exemple.ci"))).toHaveLength(1);
    await expect(inbox.resendReply(999_999, editor.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("follow-ups", () => {
  it("list the ones due today and overdue (Abidjan time), not future ones, closed ones nor spam", async () => {
    const now = new Date("2026-03-10T23:30:00Z");
    await db.formConversion.updateMany({ data: { followUpAt: null } });
    const today = await request("Koné Lassina");
    const overdue = await request("Lago Aimée");
    const future = await request("Mian Joël");
    const won = await request("Nguessan Eric");
    const spam = await request("Ouattara Spam");
    await leads.setLeadFollowUp(today.id, "2026-03-10", editor.id);
    await leads.setLeadFollowUp(overdue.id, "2026-03-02", editor.id);
    await leads.setLeadFollowUp(future.id, "2026-03-11", editor.id);
    await leads.setLeadFollowUp(won.id, "2026-03-01", editor.id);
    await leads.setLeadFollowUp(spam.id, "2026-03-01", editor.id);
    await leads.moveLeadStage(won.id, { stage: "won" }, editor.id);
    await leads.setLeadSpam(spam.id, true, editor.id);

    const due = await leads.followUpsDue(now);
    expect(due.count).toBe(2);
    expect(due.leads.map((lead) => [lead.id, lead.followUpOn, lead.overdue])).toEqual([
      [overdue.id, "2026-03-02", true],
      [today.id, "2026-03-10", false],
    ]);
    expect((await leads.findLeadPipeline(today.id))!.followUpOn).toBe("2026-03-10");
    await leads.setLeadFollowUp(today.id, null, editor.id);
    expect((await leads.followUpsDue(now)).leads.map((lead) => lead.id)).toEqual([overdue.id]);
    expect(await db.activity.count({ where: { targetId: today.id, title: { startsWith: "Relance" } } })).toBe(2);
  });
});

describe("spam", () => {
  it("leaves the default inbox list and comes back with 'Pas un spam', its status untouched", async () => {
    const lead = await request("Pierre Spam", { status: "processed" });
    await leads.setLeadSpam(lead.id, true, editor.id);
    const ids = async (input: Record<string, unknown>) =>
      (await inbox.listInbox(inboxQuerySchema.parse({ limit: 100, ...input }), editor.id)).messages.map((m) => m.id);
    expect(await ids({})).not.toContain(lead.id);
    expect(await ids({ spam: "only" })).toContain(lead.id);
    expect((await db.formConversion.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("processed");
    expect((await leads.findLeadPipeline(lead.id))!.spam).toBe(true);
    await leads.setLeadSpam(lead.id, false, editor.id);
    expect(await ids({})).toContain(lead.id);
    expect(await ids({ spam: "only" })).not.toContain(lead.id);
    expect(
      (await db.activity.findMany({ where: { targetId: lead.id }, orderBy: { id: "asc" } })).map((a) => a.title),
    ).toEqual([
      "Demande de Pierre Spam marquée comme spam",
      "Demande de Pierre Spam remise dans le pipeline (pas un spam)",
    ]);
  });
});

describe("source and value", () => {
  it("copies the first page, referrer, UTM and place of the visitor's visit onto the request, never the address", async () => {
    const sessionId = randomUUID();
    const landing = await postTrackVisit(
      await apiRequest("/api/track-visit", {
        method: "POST",
        json: {
          sessionId,
          page: "/services?utm_source=facebook&utm_medium=cpc&utm_campaign=rentree&email=x@y.ci",
          referrer: "https://m.facebook.com/ads?id=42",
        },
        headers: { "x-forwarded-for": "196.47.128.1", "user-agent": BROWSER },
      }),
      routeContext(),
    );
    expect(landing.status).toBe(200);
    // A later page of the same visit does not replace the first.
    await recordVisit({ sessionId, page: "/contact", referrer: null, country: "FR", city: "Paris" });
    const submitted = await submitRequest(
      {
        name: "Quattara Rose",
        email: "rose@exemple.ci",
        projectType: "UX/UI Design",
        budget: "2 000 € - 5 000 €",
        description: "Une application de réservation.",
        quoteRequest: true,
        sessionId,
        page: "/contact",
      },
      "196.47.128.1",
    );
    expect(submitted.status).toBe(200);
    const lead = await db.formConversion.findFirstOrThrow({ where: { email: "rose@exemple.ci" } });
    expect(lead).toMatchObject({
      pageSource: "/contact",
      landingPage: "/services",
      referrer: "https://m.facebook.com/ads",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "rentree",
      country: "CI",
      city: "Abidjan",
      estimatedValue: estimatedValueFromBudget("2 000 € - 5 000 €"),
    });
    expect(JSON.stringify(lead)).not.toContain("196.47");
    expect(JSON.stringify(lead)).not.toContain("x@y.ci");
    expect((await leads.findLeadPipeline(lead.id))!.source).toMatchObject({
      landingPage: "/services",
      city: "Abidjan",
    });
  });

  it("estimates the value in FCFA from the budget range, and lets it be changed", async () => {
    expect(estimatedValueFromBudget("2 000 € - 5 000 €")).toBe(2_300_000);
    expect(estimatedValueFromBudget("< 1 000 €")).toBe(330_000);
    expect(estimatedValueFromBudget(undefined)).toBeNull();
    const lead = await request("Sery Luc");
    expect(await leads.setLeadValue(lead.id, 1_500_000, editor.id)).toEqual({ estimatedValue: 1_500_000 });
    expect((await leads.findLeadPipeline(lead.id))!.estimatedValue).toBe(1_500_000);
  });
});
