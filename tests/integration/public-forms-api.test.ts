// The public forms' JSON API over its route handlers, against PostgreSQL and a real SMTP server. What the domain
// functions do on their own (funnel rows, retries of a failing mail server, the newsletter's double opt-in) is proven
// in messages.test.ts and newsletter.test.ts; here: what reaches the handlers, what they store, refuse and send.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { contactFields, projectRequestFields } from "../helpers/public-forms";
import { startTestSmtpServer } from "../helpers/smtp";
import { clientAddresses } from "../helpers/client-addresses";

// The mail settings must be in place before the modules read the configuration.
const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
process.env.AGENCY_INBOX = "equipe@agence.test";
const { db } = await import("@/lib/db");
const { POST: postContact } = await import("@/app/api/contact/route");
const { POST: postProjectRequest } = await import("@/app/api/project-request/route");
const { POST: postNewsletter } = await import("@/app/api/newsletter/route");
const { POST: postFormFunnel } = await import("@/app/api/form-funnel/route");
const { POST: postTrackVisit } = await import("@/app/api/track-visit/route");
const { NextRequest } = await import("next/server");
const { apiRequest, routeContext } = await import("../helpers/auth");
afterAll(() => smtp.stop());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
/** A client address of its own for each request, so that the rate limit counts only what a test means it to. */
const freshAddress = clientAddresses(20);

type Handler = (
  request: InstanceType<typeof NextRequest>,
  context: ReturnType<typeof routeContext>,
) => Promise<Response>;

async function post(handler: Handler, json: unknown, { from = freshAddress(), userAgent = BROWSER } = {}) {
  const response = await handler(
    await apiRequest("/api/x", { method: "POST", json, headers: { "x-forwarded-for": from, "user-agent": userAgent } }),
    routeContext(),
  );
  return { status: response.status, body: await response.json() };
}

/** A request with a raw body, as a client that sends anything would. */
async function postRaw(handler: Handler, body: string) {
  const request = new NextRequest("http://localhost/api/x", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "x-forwarded-for": freshAddress(), "user-agent": BROWSER },
  });
  const response = await handler(request, routeContext());
  return { status: response.status, body: await response.json() };
}

/** Every row a submission could write. */
const storedRows = async () => ({
  conversions: await db.formConversion.count(),
  activities: await db.activity.count(),
  subscribers: await db.newsletterSubscriber.count(),
});

describe("POST /api/contact and /api/project-request", () => {
  it("store a contact message once with its activity, answer success, and deliver the agency's mail", async () => {
    const sessionId = randomUUID();
    const answer = await post(postContact, contactFields({ sessionId, subject: "Site vitrine pour notre cabinet" }));
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        message: "Votre message a bien été envoyé. Nous vous répondrons dans les plus brefs délais.",
      },
    });

    const [stored, ...others] = await db.formConversion.findMany({ where: { sessionId } });
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      formType: "contact",
      status: "completed",
      email: "awa@exemple.ci",
      pageSource: "/contact",
      data: { subject: "Site vitrine pour notre cabinet" },
    });
    expect(await db.activity.count({ where: { type: "form_conversion", targetId: stored!.id } })).toBe(1);

    const [mail] = await smtp.waitFor(
      (received) => received.subject === "Nouveau message de contact : Site vitrine pour notre cabinet",
    );
    expect(mail).toMatchObject({ to: ["equipe@agence.test"], replyTo: "awa@exemple.ci" });
    await expect
      .poll(async () => (await db.formConversion.findUniqueOrThrow({ where: { id: stored!.id } })).mailStatus)
      .toBe("sent");
  });

  it("store a quote from the modal (quoteRequest true) and a project request from /start-project, each notified", async () => {
    const quote = projectRequestFields({ quoteRequest: true, name: "Ama Devis" });
    const project = projectRequestFields({ name: "Yao Projet", page: "/start-project" });
    expect((await post(postProjectRequest, quote)).body).toMatchObject({ success: true });
    expect((await post(postProjectRequest, project)).body).toMatchObject({ success: true });

    expect(
      await db.formConversion.findMany({
        where: { sessionId: { in: [quote.sessionId, project.sessionId] } },
        select: { formType: true, sessionId: true },
        orderBy: { id: "asc" },
      }),
    ).toEqual([
      { formType: "quote", sessionId: quote.sessionId },
      { formType: "project", sessionId: project.sessionId },
    ]);
    const [quoteMail] = await smtp.waitFor(
      (mail) => mail.subject === "Nouvelle demande de devis : Développement Web (Ama Devis)",
    );
    expect(quoteMail!.text).toContain("Budget : 2 000 € - 5 000 €");
    await smtp.waitFor((mail) => mail.subject === "Nouvelle demande de projet : Développement Web (Yao Projet)");
  });

  it("answer 400 in French, and store nothing, to malformed and wrongly typed bodies and too long fields and oversized bodies", async () => {
    const before = await storedRows();
    const refusals: [Handler, string, number, string][] = [
      [postContact, "pas du json", 400, "Le corps de la requête doit être un objet JSON valide."],
      [postContact, "", 400, "Le corps de la requête doit être un objet JSON valide."],
      [postContact, "[1, 2]", 400, "Le corps de la requête doit être un objet JSON."],
      [postContact, "null", 400, "Le corps de la requête doit être un objet JSON."],
      [postContact, JSON.stringify(contactFields({ name: 42 })), 400, "Le nom doit être une chaîne de caractères"],
      [postContact, JSON.stringify({ email: "awa@exemple.ci" }), 400, "Le nom est requis"],
      [
        postContact,
        JSON.stringify(contactFields({ email: "pas-une-adresse" })),
        400,
        "Veuillez saisir une adresse e-mail valide",
      ],
      [
        postContact,
        JSON.stringify(contactFields({ message: "x".repeat(5001) })),
        400,
        "Le message ne peut pas dépasser 5000 caractères",
      ],
      [postContact, JSON.stringify(contactFields({ sessionId: "1234" })), 400, "Identifiant de session invalide"],
      [
        postProjectRequest,
        JSON.stringify(projectRequestFields({ quoteRequest: "oui" })),
        400,
        "quoteRequest doit valoir true ou false",
      ],
      [
        postProjectRequest,
        JSON.stringify(projectRequestFields({ projectType: "Jardinage" })),
        400,
        "Le type de projet est requis",
      ],
      [postProjectRequest, JSON.stringify(projectRequestFields({ budget: 5000 })), 400, "Budget invalide"],
      [
        postProjectRequest,
        JSON.stringify(projectRequestFields({ description: ["liste"] })),
        400,
        "La description doit être une chaîne de caractères",
      ],
      [
        postProjectRequest,
        JSON.stringify(projectRequestFields({ page: "https://ailleurs.example/" })),
        400,
        "La page doit être un chemin du site",
      ],
      [
        postNewsletter,
        JSON.stringify({ email: { address: "a@b.ci" } }),
        400,
        "L'adresse e-mail doit être une chaîne de caractères",
      ],
      [
        postProjectRequest,
        JSON.stringify(projectRequestFields({ description: "x".repeat(70_000) })),
        400,
        "La requête est trop volumineuse.",
      ],
    ];
    for (const [handler, body, status, message] of refusals) {
      const answer = await postRaw(handler, body);
      expect(answer, body.slice(0, 80)).toMatchObject({ status, body: { success: false, message } });
    }
    expect(await storedRows()).toEqual(before);
  });

  it("refuse a filled honeypot with 429 and store nothing", async () => {
    const before = await storedRows();
    for (const [handler, body] of [
      [postContact, contactFields({ website: "http://spam.example" })],
      [postProjectRequest, projectRequestFields({ website: "spam" })],
      [postNewsletter, { email: "robot@spam.example", website: "spam" }],
    ] as const) {
      const answer = await post(handler, body);
      expect(answer).toEqual({
        status: 429,
        body: expect.objectContaining({
          success: false,
          message:
            "Trop de demandes ont été envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.",
        }),
      });
    }
    expect(await storedRows()).toEqual(before);
  });

  it("refuse with 429 the sixth submission from one address within ten minutes, and serve another address", async () => {
    const address = freshAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await post(postContact, contactFields({ name: `Insistant ${index}` }), { from: address })).status).toBe(
        200,
      );
    }
    const before = await storedRows();
    const refused = await post(postProjectRequest, projectRequestFields(), { from: address });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        success: false,
        message: "Trop de demandes ont été envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.",
      },
    });
    expect(await storedRows()).toEqual(before);
    expect((await post(postContact, contactFields(), { from: freshAddress() })).status).toBe(200);
  });

  it("store 200 concurrent valid submissions from 200 visitors, 200 rows with their activities and mails, without an error", async () => {
    const before = await storedRows();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(
          postContact,
          contactFields({ name: `Visiteur simultané ${index}`, subject: `Demande simultanée ${index}` }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200 || answer.body.success !== true)).toEqual([]);
    expect(
      await db.formConversion.count({
        where: { data: { path: ["subject"], string_starts_with: "Demande simultanée " } },
      }),
    ).toBe(200);
    expect(await storedRows()).toEqual({
      ...before,
      conversions: before.conversions + 200,
      activities: before.activities + 200,
    });
    await smtp.waitFor(
      (mail) => mail.subject.startsWith("Nouveau message de contact : Demande simultanée "),
      200,
      60_000,
    );
  }, 120_000);
});

describe("POST /api/newsletter", () => {
  it("stores an address once as pending and answers a second subscription with the same words", async () => {
    const answer = {
      status: 200,
      body: {
        success: true,
        message:
          "Merci ! Un e-mail vient d'être envoyé à cette adresse : cliquez sur son lien pour confirmer votre inscription.",
      },
    };
    expect(
      await post(postNewsletter, { email: "Lectrice@Exemple.ci", page: "/blog", sessionId: randomUUID() }),
    ).toEqual(answer);
    expect(await post(postNewsletter, { email: "lectrice@exemple.ci", page: "/blog" })).toEqual(answer);
    expect(
      await db.newsletterSubscriber.findMany({ where: { email: "lectrice@exemple.ci" }, select: { status: true } }),
    ).toEqual([{ status: "pending" }]);
    expect(await db.formConversion.count({ where: { formType: "newsletter", email: "lectrice@exemple.ci" } })).toBe(1);
  });
});

describe("POST /api/form-funnel", () => {
  it("records a form started once, which the submission completes; another visitor's form left unsent is abandoned", async () => {
    const sessionId = randomUUID();
    const started = { event: "started", formType: "quote", sessionId, page: "/services" };
    expect((await post(postFormFunnel, started)).body).toMatchObject({ success: true, counted: true });
    await post(postFormFunnel, started);
    expect(await db.formConversion.findMany({ where: { sessionId }, select: { status: true } })).toEqual([
      { status: "started" },
    ]);
    await post(postProjectRequest, projectRequestFields({ sessionId, page: "/services", quoteRequest: true }));
    expect(
      await db.formConversion.findMany({ where: { sessionId }, select: { status: true, formType: true } }),
    ).toEqual([{ status: "completed", formType: "quote" }]);

    const leaving = randomUUID();
    await post(postFormFunnel, { event: "started", formType: "contact", sessionId: leaving, page: "/contact" });
    await post(postFormFunnel, { event: "abandoned", formType: "contact", sessionId: leaving, page: "/contact" });
    expect(await db.formConversion.findMany({ where: { sessionId: leaving }, select: { status: true } })).toEqual([
      { status: "abandoned" },
    ]);
  });

  it("counts nothing for bots and answers 400 to an unknown event or form", async () => {
    const sessionId = randomUUID();
    const bot = await post(
      postFormFunnel,
      { event: "started", formType: "contact", sessionId, page: "/contact" },
      { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    );
    expect(bot).toMatchObject({ status: 200, body: { counted: false } });
    expect(
      (await post(postFormFunnel, { event: "viewed", formType: "contact", sessionId, page: "/contact" })).status,
    ).toBe(400);
    expect(
      (await post(postFormFunnel, { event: "started", formType: "login", sessionId, page: "/contact" })).status,
    ).toBe(400);
    expect(await db.formConversion.count({ where: { sessionId } })).toBe(0);
  });
});

describe("POST /api/track-visit", () => {
  it("stores the country and city of a public address, the page and the referrer's origin and path, and nothing identifying", async () => {
    const sessionId = randomUUID();
    const answer = await post(
      postTrackVisit,
      {
        sessionId,
        page: "/blog?email=awa@exemple.ci#haut",
        referrer: "https://www.google.com/search?q=agence+digitale+abidjan&user=awa",
      },
      { from: "196.47.128.1" },
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true, counted: true } });
    const rows = await db.$queryRaw<
      { row: Record<string, unknown> }[]
    >`SELECT to_jsonb(visits) AS row FROM visits WHERE session_id = ${sessionId}::uuid`;
    expect(rows).toHaveLength(1);
    const { id, created_at, ...stored } = rows[0]!.row;
    expect({ id, created_at }).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    expect(stored).toEqual({
      session_id: sessionId,
      page: "/blog",
      referrer: "https://www.google.com/search",
      country: "CI",
      city: "Abidjan",
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
    expect(JSON.stringify(rows)).not.toContain("196.47");
    // Nor does the rate limit keep the address in clear.
    const limits = await db.$queryRaw<{ key: string }[]>`SELECT key FROM rate_limits`;
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.map((limit) => limit.key).join(" ")).not.toContain("196.47");
    expect(await db.visitorSession.count({ where: { sessionId } })).toBe(1);
  });

  it("stores a path without the bidirectional controls that would make it display as another path", async () => {
    const sessionId = randomUUID();
    const answer = await post(postTrackVisit, { sessionId, page: "/\u202Etcatnoc/\u2066x\u2069" });
    expect(answer).toMatchObject({ status: 200, body: { counted: true } });
    expect(await db.visit.findMany({ where: { sessionId }, select: { page: true } })).toEqual([{ page: "/tcatnoc/x" }]);
  });

  it("counts no bot and no client without a user agent, and answers 400 to a page that is not a path of the site", async () => {
    const sessionId = randomUUID();
    expect(
      (
        await post(
          postTrackVisit,
          { sessionId, page: "/" },
          { userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
        )
      ).body,
    ).toMatchObject({ counted: false });
    expect((await post(postTrackVisit, { sessionId, page: "/" }, { userAgent: "" })).body).toMatchObject({
      counted: false,
    });
    expect(await post(postTrackVisit, { sessionId, page: "http://ailleurs.example/" })).toMatchObject({
      status: 400,
      body: { message: "La page doit être un chemin du site" },
    });
    expect(await db.visit.count({ where: { sessionId } })).toBe(0);
  });
});
