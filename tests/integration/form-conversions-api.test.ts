// The inbox's API (GET /api/form-conversions, GET/DELETE /api/form-conversions/{id}, PUT …/status, POST …/reply) as
// a browser calls it: route handlers with a session cookie, real PostgreSQL and a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer } from "../helpers/smtp";

const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
process.env.AGENCY_INBOX = "equipe@agence.test";
const { db } = await import("@/lib/db");
const { conversionSearchText } = await import("@/lib/messages/rules");
const { inboxBatches, inboxWhere } = await import("@/lib/messages/inbox");
const { inboxQuerySchema } = await import("@/lib/messages/schemas");
const list = await import("@/app/api/form-conversions/route");
const item = await import("@/app/api/form-conversions/[id]/route");
const status = await import("@/app/api/form-conversions/[id]/status/route");
const reply = await import("@/app/api/form-conversions/[id]/reply/route");
const { apiRequest, createTestUser, routeContext } = await import("../helpers/auth");
afterAll(() => smtp.stop());

type SessionUser = Awaited<ReturnType<typeof createTestUser>>;
type Status = "started" | "completed" | "abandoned" | "processed";
let editor: SessionUser;
let reader: SessionUser;

async function conversion(
  formType: "contact" | "project" | "quote",
  data: unknown,
  state: Status = "completed",
  email: string | null = "awa@exemple.ci",
) {
  return db.formConversion.create({
    data: {
      formType,
      status: state,
      email,
      data: data as object,
      searchText: conversionSearchText(formType, email, data),
      completedAt: state === "started" || state === "abandoned" ? null : new Date(),
      pageSource: "/contact",
    },
  });
}

const get = async (query: string, as: SessionUser = editor) =>
  list.GET(await apiRequest(`/api/form-conversions${query}`, { as }), routeContext());
const getOne = async (id: number | string, as: SessionUser = editor) =>
  item.GET(await apiRequest(`/api/form-conversions/${id}`, { as }), routeContext({ id: String(id) }));
const remove = async (id: number, as: SessionUser = editor) =>
  item.DELETE(
    await apiRequest(`/api/form-conversions/${id}`, { method: "DELETE", as }),
    routeContext({ id: String(id) }),
  );
const setStatus = async (id: number, json: unknown, as: SessionUser = editor) =>
  status.PUT(
    await apiRequest(`/api/form-conversions/${id}/status`, { method: "PUT", as, json }),
    routeContext({ id: String(id) }),
  );
const answer = async (id: number, json: unknown, as: SessionUser = editor) =>
  reply.POST(
    await apiRequest(`/api/form-conversions/${id}/reply`, { method: "POST", as, json }),
    routeContext({ id: String(id) }),
  );

beforeAll(async () => {
  editor = await createTestUser("editor");
  reader = await createTestUser("user");
});

describe("GET /api/form-conversions", () => {
  it("lists every status by default (spec), newest first, in the spec's shape with the pagination", async () => {
    const older = await conversion("contact", { name: "Awa Koné", subject: "Refonte", message: "Bonjour" });
    const newer = await conversion(
      "project",
      { name: "Koffi Yao", company: "Lagune SA", projectType: "Développement Web", budget: "> 10 000 €" },
      "processed",
      "koffi@lagune.ci",
    );
    const started = await conversion("contact", null, "started", null);
    const response = await get("?limit=100");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    const ids = body.messages.map((message: { id: number }) => message.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(started.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(body.messages.find((message: { id: number }) => message.id === newer.id)).toEqual({
      id: newer.id,
      form_type: "project",
      status: "processed",
      user_email: "koffi@lagune.ci",
      conversion_date: newer.completedAt!.toISOString(),
      page_source: "/contact",
      data: { name: "Koffi Yao", company: "Lagune SA", projectType: "Développement Web", budget: "> 10 000 €" },
      mail: null,
      locale: "fr",
    });
    expect(body.pagination).toEqual({ total: ids.length, page: 1, limit: 100, totalPages: 1 });
    const sent = (await (await get("?status=received&limit=100")).json()).messages.map(
      (message: { id: number }) => message.id,
    );
    expect(sent).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(sent).not.toContain(started.id);
  });

  it("searches, filters and pages on the server", async () => {
    await conversion(
      "quote",
      { name: "Mariam Traoré", company: "Savane Distribution", projectType: "UX/UI Design", budget: "< 1 000 €" },
      "completed",
      "mariam@savane.ci",
    );
    const search = await (await get("?search=SAVANE")).json();
    expect(search.messages.map((message: { data: { name: string } }) => message.data.name)).toEqual(["Mariam Traoré"]);
    expect((await (await get("?search=savane&type=contact")).json()).messages).toEqual([]);
    expect((await (await get("?search=savane&status=processed")).json()).messages).toEqual([]);
    const paged = await (await get("?limit=1&page=2")).json();
    expect(paged.messages).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1 });
    const pastTheEnd = await (await get("?search=savane&page=5")).json();
    expect(pastTheEnd.pagination).toEqual({ total: 1, page: 1, limit: 20, totalPages: 1 });
    expect(pastTheEnd.messages).toEqual(search.messages);
  });

  it("answers the whole list without a page or limit (the spec's client reads every message), streamed, with X-Total-Count", async () => {
    const word = `tout${Date.now().toString(36)}`;
    const made = [];
    for (let index = 0; index < 45; index++)
      made.push(
        await conversion(
          "contact",
          { name: `Visiteur ${index}`, subject: word, message: "Bonjour" },
          index % 3 ? "completed" : "started",
        ),
      );
    const response = await get(`?search=${word}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("45");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["success", "messages"]);
    expect(body.success).toBe(true);
    // More than the 20 of a page, newest first, every status (the spec's default).
    expect(body.messages.map((message: { id: number }) => message.id)).toEqual(made.map((row) => row.id).reverse());

    // Each batch after the first is read from the previous one's place (keyset), so none is repeated or skipped.
    const batches: number[][] = [];
    const where = inboxWhere(inboxQuerySchema.parse({ search: word }), editor.id);
    const read = (args: object) => db.formConversion.findMany({ ...args, select: { id: true, createdAt: true } });
    for await (const batch of inboxBatches(where, read, 10)) batches.push(batch.map((row) => row.id));
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 10, 10, 5]);
    expect(batches.flat()).toEqual(made.map((row) => row.id).reverse());

    const empty = await get(`?search=${word}-aucun`);
    expect(await empty.json()).toEqual({ success: true, messages: [] });
    // A page asked for: the page, described by its pagination.
    const paged = await (await get(`?search=${word}&page=2`)).json();
    expect(paged.messages).toHaveLength(20);
    expect(paged.pagination).toEqual({ total: 45, page: 2, limit: 20, totalPages: 3 });
  });

  it("answers bad filters with 400 and a French message", async () => {
    const response = await get("?status=lu");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: "Statut inconnu" });
    expect((await get("?type=newsletter")).status).toBe(400);
    expect((await get("?page=0")).status).toBe(400);
  });
});

describe("GET /api/form-conversions/{id}", () => {
  it("answers {success, conversion} with the reply history, and 404 for an unknown message", async () => {
    const message = await conversion("contact", { name: "Eva", subject: "Tarifs", message: "Combien ?" });
    const body = await (await getOne(message.id, reader)).json();
    expect(body).toMatchObject({
      success: true,
      conversion: { id: message.id, status: "completed", data: { name: "Eva" }, replies: [] },
    });
    const missing = await getOne(999_999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, message: "Message introuvable." });
    expect((await getOne("abc")).status).toBe(404);
  });

  it("shows 'Inconnu' with a note when the data are missing or corrupt", async () => {
    const corrupt = await db.formConversion.create({
      data: { formType: "contact", status: "completed", email: "x@exemple.ci", data: "{pas du json" },
    });
    const empty = await db.formConversion.create({
      data: { formType: "quote", status: "completed", email: "y@exemple.ci" },
    });
    for (const message of [corrupt, empty]) {
      expect((await (await getOne(message.id)).json()).conversion.data).toEqual({
        name: "Inconnu",
        note: "Données du message manquantes ou corrompues.",
      });
    }
    const listed = await (await get("?limit=100")).json();
    expect(listed.messages.find((message: { id: number }) => message.id === corrupt.id).data).toEqual({
      name: "Inconnu",
      note: "Données du message manquantes ou corrompues.",
    });
  });
});

describe("PUT /api/form-conversions/{id}/status", () => {
  it("marks a received message processed, once, with the activity of who did it", async () => {
    const message = await conversion("contact", { name: "Aya", subject: "S", message: "M" });
    const response = await setStatus(message.id, { status: "processed" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      message: "Le message a été marqué comme traité.",
      conversion: { status: "processed" },
    });
    expect((await setStatus(message.id, { status: "processed" })).status).toBe(200);
    expect(
      await db.activity.findMany({ where: { targetId: message.id, type: "message" }, select: { actorId: true } }),
    ).toEqual([{ actorId: editor.id }]);
  });

  it("refuses every other transition with 400 and leaves the message as it was", async () => {
    const received = await conversion("contact", { name: "Bi", subject: "S", message: "M" });
    for (const target of ["started", "completed", "abandoned"]) {
      const response = await setStatus(received.id, { status: target });
      expect(response.status, target).toBe(400);
      expect((await response.json()).message).toBe(
        "Transition de statut non autorisée : un message ne peut être que marqué comme traité.",
      );
    }
    for (const from of ["started", "abandoned"] as const) {
      const unsent = await conversion("contact", null, from, null);
      expect((await setStatus(unsent.id, { status: "processed" })).status, from).toBe(400);
      expect((await db.formConversion.findUniqueOrThrow({ where: { id: unsent.id } })).status).toBe(from);
    }
    expect((await setStatus(received.id, { status: "lu" })).status).toBe(400);
    expect((await setStatus(999_999, { status: "processed" })).status).toBe(404);
    expect((await db.formConversion.findUniqueOrThrow({ where: { id: received.id } })).status).toBe("completed");
  });
});

describe("DELETE /api/form-conversions/{id}", () => {
  it("deletes the message and its replies, answers {success, message}, then 404", async () => {
    const message = await conversion("contact", { name: "Dié", subject: "S", message: "M" });
    await db.conversionReply.create({
      data: { conversionId: message.id, to: "awa@exemple.ci", subject: "Re: S", content: "Merci", status: "sent" },
    });
    const response = await remove(message.id);
    expect(await response.json()).toEqual({ success: true, message: "Message supprimé" });
    expect(await db.formConversion.findUnique({ where: { id: message.id } })).toBeNull();
    expect(await db.conversionReply.count({ where: { conversionId: message.id } })).toBe(0);
    expect((await remove(message.id)).status).toBe(404);
  });
});

describe("POST /api/form-conversions/{id}/reply", () => {
  it("e-mails the reply to the sender with the spec's subject, keeps it in the history and processes the message", async () => {
    const message = await conversion(
      "project",
      { name: "Fatou", projectType: "Développement Mobile", description: "Une application." },
      "completed",
      "fatou@exemple.ci",
    );
    const response = await answer(message.id, { replyContent: "Bonjour Fatou, parlons-en.", to: "fatou@exemple.ci" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      message: "Réponse envoyée",
      reply: {
        to: "fatou@exemple.ci",
        subject: "Re: Votre demande de projet (Développement Mobile)",
        status: "sent",
        author: editor.username,
      },
    });
    const [mail] = await smtp.waitFor((received) => received.to[0] === "fatou@exemple.ci");
    expect(mail).toMatchObject({
      subject: "Re: Votre demande de projet (Développement Mobile)",
      replyTo: "equipe@agence.test",
    });
    const { conversion: detail } = await (await getOne(message.id)).json();
    expect(detail).toMatchObject({
      status: "processed",
      replies: [{ content: "Bonjour Fatou, parlons-en.", status: "sent" }],
    });
  });

  it("refuses a blank reply and another recipient with 400", async () => {
    const message = await conversion(
      "contact",
      { name: "Gui", subject: "S", message: "M" },
      "completed",
      "gui@exemple.ci",
    );
    const blank = await answer(message.id, { replyContent: "   " });
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe("La réponse ne peut pas être vide");
    expect((await answer(message.id, { replyContent: "x", to: "autre@exemple.ci" })).status).toBe(400);
    expect(await db.conversionReply.count({ where: { conversionId: message.id } })).toBe(0);
  });

  it("answers 502 with the spec's message when the mail server fails, and keeps the reply as failed", async () => {
    const message = await conversion(
      "contact",
      { name: "Inès", subject: "Panne", message: "M" },
      "completed",
      "ines@exemple.ci",
    );
    smtp.failing = true;
    try {
      const response = await answer(message.id, { replyContent: "Texte à garder" });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ success: false, message: "Erreur lors de l'envoi de la réponse" });
    } finally {
      smtp.failing = false;
    }
    const { conversion: detail } = await (await getOne(message.id)).json();
    expect(detail).toMatchObject({ status: "completed", replies: [{ content: "Texte à garder", status: "failed" }] });
  });
});

describe("roles", () => {
  it("let a 'user' account read the inbox and a message, and change nothing", async () => {
    const message = await conversion(
      "contact",
      { name: "Lou", subject: "S", message: "M" },
      "completed",
      "lou@exemple.ci",
    );
    expect((await get("", reader)).status).toBe(200);
    expect((await getOne(message.id, reader)).status).toBe(200);
    for (const response of [
      await setStatus(message.id, { status: "processed" }, reader),
      await remove(message.id, reader),
      await answer(message.id, { replyContent: "Bonjour" }, reader),
    ]) {
      expect(response.status).toBe(403);
    }
    expect(
      await db.formConversion.findUniqueOrThrow({ where: { id: message.id }, include: { replies: true } }),
    ).toMatchObject({ status: "completed", replies: [] });
    expect(smtp.received.filter((mail) => mail.to.includes("lou@exemple.ci"))).toEqual([]);
  });

  it("refuse visitors without a session", async () => {
    const message = await conversion("contact", { name: "Zé", subject: "S", message: "M" });
    expect((await list.GET(await apiRequest("/api/form-conversions"), routeContext())).status).toBe(401);
    expect(
      (
        await status.PUT(
          await apiRequest(`/api/form-conversions/${message.id}/status`, {
            method: "PUT",
            json: { status: "processed" },
          }),
          routeContext({ id: String(message.id) }),
        )
      ).status,
    ).toBe(401);
  });
});
