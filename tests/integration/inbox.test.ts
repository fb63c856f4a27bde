import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer } from "../helpers/smtp";

const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
process.env.AGENCY_INBOX = "equipe@agence.test";
const { db } = await import("@/lib/db");
const inbox = await import("@/lib/messages/inbox");
const { inboxQuerySchema } = await import("@/lib/messages/schemas");
const { conversionSearchText } = await import("@/lib/messages/rules");
afterAll(() => smtp.stop());

type FormType = "contact" | "project" | "quote" | "newsletter";
async function message(
  formType: FormType,
  email: string,
  data: Record<string, string>,
  status: "completed" | "processed" | "started" | "abandoned" = "completed",
) {
  return db.formConversion.create({
    data: {
      formType,
      status,
      email,
      data,
      searchText: conversionSearchText(formType, email, data),
      completedAt: new Date(),
    },
  });
}
const query = (input: Record<string, unknown> = {}) => inboxQuerySchema.parse(input);

let contact: { id: number };
let project: { id: number };
beforeAll(async () => {
  contact = await message("contact", "awa@exemple.ci", {
    name: "Awa Koné",
    email: "awa@exemple.ci",
    subject: "Refonte du site",
    message: "Notre site a besoin de Mobile Money.",
  });
  project = await message("project", "koffi@lagune.ci", {
    name: "Koffi Yao",
    company: "Lagune SA",
    projectType: "Développement Mobile",
    budget: "> 10 000 €",
    description: "Application secrète",
    timeframe: "1-3 mois",
  });
  await message(
    "quote",
    "mariam@exemple.ci",
    {
      name: "Mariam Traoré",
      company: "Savane",
      projectType: "UX/UI Design",
      budget: "< 1 000 €",
      description: "Maquettes",
    },
    "processed",
  );
  for (let index = 0; index < 25; index += 1)
    await message(
      "contact",
      `visiteur${index}@exemple.ci`,
      { name: `Visiteur ${index}`, subject: "Question", message: "Bonjour à vous." },
      "started",
    );
});

describe("the inbox", () => {
  it("searches contact messages by name, e-mail, subject and message, and requests by company, project type and budget", async () => {
    const ids = async (search: string) => (await inbox.listInbox(query({ search }), 0)).messages.map((row) => row.id);
    expect(await ids("KONÉ")).toEqual([contact.id]);
    expect(await ids("awa@exemple")).toEqual([contact.id]);
    expect(await ids("refonte")).toEqual([contact.id]);
    expect(await ids("mobile money")).toEqual([contact.id]);
    expect(await ids("lagune sa")).toEqual([project.id]);
    expect(await ids("Développement Mobile")).toEqual([project.id]);
    expect(await ids("10 000")).toEqual([project.id]);
    expect(await ids("secrète")).toEqual([]);
  });

  it("filters by status and type, and pages on the server with the totals", async () => {
    expect((await inbox.listInbox(query({ status: "processed" }), 0)).messages.map((row) => row.data.name)).toEqual([
      "Mariam Traoré",
    ]);
    expect((await inbox.listInbox(query({ type: "project" }), 0)).messages.map((row) => row.id)).toEqual([project.id]);
    const firstPage = await inbox.listInbox(query({ status: "started", limit: 10 }), 0);
    expect(firstPage.pagination).toEqual({ total: 25, page: 1, limit: 10, totalPages: 3 });
    const lastPage = await inbox.listInbox(query({ status: "started", limit: 10, page: 3 }), 0);
    expect(lastPage.messages).toHaveLength(5);
  });

  it("answers in the spec's shape, newest first", async () => {
    const { messages } = await inbox.listInbox(query({ type: "contact", status: "completed" }), 0);
    expect(messages[0]).toEqual({
      id: contact.id,
      form_type: "contact",
      status: "completed",
      locale: "fr",
      user_email: "awa@exemple.ci",
      conversion_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      page_source: null,
      data: {
        name: "Awa Koné",
        email: "awa@exemple.ci",
        subject: "Refonte du site",
        message: "Notre site a besoin de Mobile Money.",
      },
      mail: null,
    });
  });

  it("carries the delivery of the agency's notification, with the last error while it is not sent", async () => {
    await db.formConversion.update({
      where: { id: contact.id },
      data: { mailStatus: "pending", mailAttempts: 2, mailError: "Connexion refusée" },
    });
    const [listed] = (await inbox.listInbox(query({ type: "contact", status: "completed" }), 0)).messages;
    expect(listed!.mail).toEqual({ status: "pending", attempts: 2, error: "Connexion refusée", sent_at: null });
    const sentAt = new Date("2026-03-01T10:00:00Z");
    await db.formConversion.update({ where: { id: contact.id }, data: { mailStatus: "sent", mailSentAt: sentAt } });
    expect((await inbox.findMessage(contact.id))!.mail).toEqual({
      status: "sent",
      attempts: 2,
      error: null,
      sent_at: sentAt.toISOString(),
    });
    await db.formConversion.update({ where: { id: contact.id }, data: { mailStatus: null, mailSentAt: null } });
  });

  it("shows 'Inconnu' when a message's data are missing or corrupt", async () => {
    const corrupt = await db.formConversion.create({
      data: { formType: "contact", status: "completed", email: "x@exemple.ci", data: "{pas du json" },
    });
    const empty = await db.formConversion.create({ data: { formType: "project", status: "completed" } });
    expect((await inbox.findMessage(corrupt.id))!.data).toEqual({
      name: "Inconnu",
      note: "Données du message manquantes ou corrompues.",
    });
    expect((await inbox.findMessage(empty.id))!.data).toEqual({
      name: "Inconnu",
      note: "Données du message manquantes ou corrompues.",
    });
  });
});

describe("message status", () => {
  it("goes from completed to processed, once, with an activity", async () => {
    const received = await message("contact", "a@exemple.ci", { name: "Aya", subject: "S", message: "M" });
    expect((await inbox.markMessageProcessed(received.id, null)).status).toBe("processed");
    expect((await inbox.markMessageProcessed(received.id, null)).status).toBe("processed");
    expect(await db.activity.count({ where: { targetId: received.id, type: "message" } })).toBe(1);
  });

  it("refuses every other transition with 400, and unknown messages with 404", async () => {
    const started = await message("contact", "b@exemple.ci", { name: "Bi" }, "started");
    await expect(inbox.markMessageProcessed(started.id, null)).rejects.toMatchObject({ status: 400 });
    const received = await message("contact", "c@exemple.ci", { name: "Cé" });
    for (const status of ["started", "completed", "abandoned"] as const) {
      await expect(inbox.updateMessageStatus(received.id, status, null)).rejects.toMatchObject({ status: 400 });
    }
    await expect(inbox.updateMessageStatus(999_999, "processed", null)).rejects.toMatchObject({ status: 404 });
  });

  it("is gone with its replies once deleted", async () => {
    const received = await message("contact", "d@exemple.ci", { name: "Dié", subject: "S", message: "M" });
    await inbox.replyToMessage(received.id, { replyContent: "Merci !" }, null);
    await inbox.deleteMessage(received.id, null);
    expect(await inbox.findMessage(received.id)).toBeNull();
    expect(await db.conversionReply.count({ where: { conversionId: received.id } })).toBe(0);
    await expect(inbox.deleteMessage(received.id, null)).rejects.toMatchObject({ status: 404 });
  });
});

describe("replies", () => {
  it("are e-mailed to the sender with the spec's subject, kept in the history, and process the message", async () => {
    const received = await message("contact", "eva@exemple.ci", {
      name: "Eva",
      subject: "Tarifs",
      message: "Quels sont vos tarifs ?",
    });
    const reply = await inbox.replyToMessage(received.id, { replyContent: "Bonjour Eva,\nVoici nos tarifs." }, null);
    expect(reply).toMatchObject({
      to: "eva@exemple.ci",
      subject: "Re: Tarifs",
      status: "sent",
      content: "Bonjour Eva,\nVoici nos tarifs.",
    });
    const [mail] = await smtp.waitFor((received) => received.subject === "Re: Tarifs");
    expect(mail).toMatchObject({ to: ["eva@exemple.ci"], replyTo: "equipe@agence.test" });
    expect(mail!.text).toContain("Voici nos tarifs.");
    expect(mail!.text).toContain("Quels sont vos tarifs ?");
    const detail = await inbox.findMessage(received.id);
    expect(detail).toMatchObject({ status: "processed", replies: [{ subject: "Re: Tarifs", status: "sent" }] });
  });

  it("answer project requests with the project type in the subject", async () => {
    const request = await message("project", "fatou@exemple.ci", {
      name: "Fatou",
      projectType: "Développement Web",
      description: "Un site.",
    });
    await inbox.replyToMessage(request.id, { replyContent: "Parlons-en." }, null);
    await smtp.waitFor(
      (mail) => mail.subject === "Re: Votre demande de projet (Développement Web)" && mail.to[0] === "fatou@exemple.ci",
    );
  });

  it("go only to the message's sender", async () => {
    const received = await message("contact", "gui@exemple.ci", { name: "Gui", subject: "S", message: "M" });
    await expect(
      inbox.replyToMessage(received.id, { replyContent: "x", to: "autre@exemple.ci" }, null),
    ).rejects.toMatchObject({ status: 400 });
    const started = await message("contact", "h@exemple.ci", { name: "H" }, "started");
    await expect(inbox.replyToMessage(started.id, { replyContent: "x" }, null)).rejects.toMatchObject({ status: 400 });
  });

  it("that fail to send are kept as failed, with their text, and leave the message unprocessed", async () => {
    const received = await message("contact", "ines@exemple.ci", { name: "Inès", subject: "Panne", message: "M" });
    smtp.failing = true;
    try {
      await expect(
        inbox.replyToMessage(received.id, { replyContent: "Texte à ne pas perdre" }, null),
      ).rejects.toMatchObject({ status: 502, message: "Erreur lors de l'envoi de la réponse" });
    } finally {
      smtp.failing = false;
    }
    const detail = await inbox.findMessage(received.id);
    expect(detail).toMatchObject({
      status: "completed",
      replies: [{ content: "Texte à ne pas perdre", status: "failed" }],
    });
  });
});
