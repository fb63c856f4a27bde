import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { startTestSmtpServer } from "../helpers/smtp";

// The mail settings must be in place before the modules read the configuration.
const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
process.env.AGENCY_INBOX = "equipe@agence.test";
const { db } = await import("@/lib/db");
const messages = await import("@/lib/messages");
const { contactMessageSchema, projectRequestSchema } = await import("@/lib/messages/visitor-schemas");
afterAll(() => smtp.stop());

const contact = (overrides: Record<string, unknown> = {}) =>
  contactMessageSchema().parse({
    name: "Awa Koné",
    email: "Awa@Exemple.ci",
    subject: "Refonte de notre site",
    message: "Bonjour, nous voulons refaire notre site web.",
    page: "/contact",
    ...overrides,
  });

describe("visitors' submissions", () => {
  it("are stored once, completed, with their activity, and notified to the agency by e-mail", async () => {
    const { id } = await messages.submitContactMessage(contact());
    const stored = await db.formConversion.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      formType: "contact",
      status: "completed",
      email: "awa@exemple.ci",
      pageSource: "/contact",
      data: {
        name: "Awa Koné",
        email: "awa@exemple.ci",
        subject: "Refonte de notre site",
        message: "Bonjour, nous voulons refaire notre site web.",
      },
      mailStatus: "pending",
      searchText: "awa@exemple.ci\nawa koné\nrefonte de notre site\nbonjour, nous voulons refaire notre site web.",
    });
    expect(await db.activity.findMany({ where: { targetId: id, type: "form_conversion" } })).toMatchObject([
      { title: "Nouveau message de Awa Koné", description: "Refonte de notre site" },
    ]);

    expect(await messages.deliverPendingNotifications()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(
      (received) => received.subject === "Nouveau message de contact : Refonte de notre site",
    );
    expect(mail).toMatchObject({ to: ["equipe@agence.test"], replyTo: "awa@exemple.ci" });
    expect(mail!.text).toContain("Message : Bonjour, nous voulons refaire notre site web.");
    expect(mail!.text).toContain(`/admin/messages/detail/${id}`);
    expect(await db.formConversion.findUniqueOrThrow({ where: { id } })).toMatchObject({
      mailStatus: "sent",
      mailAttempts: 1,
      mailError: null,
      mailClaimToken: null,
      mailSentAt: expect.any(Date),
    });
  });

  it("tell quote requests from project requests", async () => {
    const request = {
      name: "Koffi Yao",
      email: "koffi@lagune.ci",
      projectType: "Développement Web",
      description: "Une boutique en ligne avec Mobile Money.",
      budget: "",
      timeframe: "1-3 mois",
    };
    const quote = await messages.submitProjectRequest(projectRequestSchema().parse({ ...request, quoteRequest: true }));
    const project = await messages.submitProjectRequest(projectRequestSchema().parse(request));
    expect(await db.formConversion.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({
      formType: "quote",
      data: { timeframe: "1-3 mois" },
    });
    expect((await db.formConversion.findUniqueOrThrow({ where: { id: project.id } })).formType).toBe("project");
    expect(await db.activity.findFirstOrThrow({ where: { targetId: quote.id } })).toMatchObject({
      title: "Nouvelle demande de devis de Koffi Yao",
      description: "Développement Web",
    });
    await messages.deliverPendingNotifications();
    await smtp.waitFor((mail) => mail.subject === "Nouvelle demande de devis : Développement Web (Koffi Yao)");
  });

  it("are all stored when 200 arrive at once", async () => {
    const before = await db.formConversion.count();
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        messages.submitContactMessage(contact({ name: `Visiteur ${index}`, sessionId: randomUUID() })),
      ),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    expect(await db.formConversion.count()).toBe(before + 200);
    expect(await db.activity.count({ where: { title: { startsWith: "Nouveau message de Visiteur " } } })).toBe(200);
  });
});

describe("the form funnel", () => {
  const event = { formType: "contact" as const, sessionId: randomUUID(), page: "/contact" };

  it("records a form started once per page visit, and turns it into the submission", async () => {
    await messages.recordFormStarted(event);
    await messages.recordFormStarted(event);
    expect(await db.formConversion.count({ where: { sessionId: event.sessionId } })).toBe(1);
    // Words of its own: the same words from the same address within 30 minutes are the request already stored.
    await messages.submitContactMessage(
      contact({ sessionId: event.sessionId, message: "Bonjour, nous voulons suivre nos formulaires." }),
    );
    expect(
      await db.formConversion.findMany({ where: { sessionId: event.sessionId }, select: { status: true } }),
    ).toEqual([{ status: "completed" }]);
  });

  it("marks a started form abandoned when the visitor leaves, or after 30 minutes", async () => {
    const left = { ...event, sessionId: randomUUID() };
    await messages.recordFormStarted(left);
    await messages.recordFormAbandoned(left);
    expect(await db.formConversion.findFirstOrThrow({ where: { sessionId: left.sessionId } })).toMatchObject({
      status: "abandoned",
    });

    const forgotten = { ...event, sessionId: randomUUID() };
    await messages.recordFormStarted(forgotten);
    expect(await messages.sweepAbandonedForms(new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await messages.sweepAbandonedForms(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await db.formConversion.findFirstOrThrow({ where: { sessionId: forgotten.sessionId } })).toMatchObject({
      status: "abandoned",
    });
  });
});
