// The visitors' forms' server actions (app/[locale]/(site)/actions.ts, lib/form-action.ts) as a form calls them, with and
// without scripts alike: FormData in, a FormState out, against PostgreSQL and a real SMTP server. The same domain
// calls as the JSON API (public-forms-api.test.ts), so what they store, refuse and send is the same.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { contactFields, projectRequestFields } from "../helpers/public-forms";
import { startTestSmtpServer } from "../helpers/smtp";
import { clientAddresses } from "../helpers/client-addresses";

// A server action reads its request's headers (client address, Referer, user agent) from next/headers, which only a
// Next.js server provides: here the headers of the request each test makes.
let requestHeaders = new Headers();
vi.mock("next/headers", async (original) => ({
  ...(await original<typeof import("next/headers")>()),
  headers: async () => requestHeaders,
}));

// English is written ahead of being served (lib/i18n/locales.ts: LOCALES): here it is served, as it will be.
vi.mock("@/lib/i18n/locales", async (original) => {
  const locales = await original<typeof import("@/lib/i18n/locales")>();
  const served: readonly unknown[] = locales.WRITTEN_LOCALES;
  return { ...locales, LOCALES: served, isLocale: (value: unknown) => served.includes(value) };
});

const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
process.env.AGENCY_INBOX = "equipe@agence.test";
const { db } = await import("@/lib/db");
const actions = await import("@/app/[locale]/(site)/actions");
const { IDLE_FORM_STATE } = await import("@/lib/form-state");
// The newsletter's confirmation links are signed with the session secret, which npm start provides.
await import("../helpers/auth");
afterAll(() => smtp.stop());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
/** A client address of its own for each request, so that the rate limit counts only what a test means it to. */
const freshAddress = clientAddresses(30);

/**
 * Sends `fields` as the browser sends the form: its FormData, from `page` (the Referer), from `from`, with the
 * language the page bound to the action (`locale`).
 */
function send<Field extends string>(
  action: (locale: unknown, previous: typeof IDLE_FORM_STATE, formData: FormData) => Promise<unknown>,
  fields: Record<string, string>,
  { from = freshAddress(), referer = "http://localhost/contact", locale = "fr" } = {},
) {
  requestHeaders = new Headers({ "x-forwarded-for": from, "user-agent": BROWSER, referer });
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return action(locale, IDLE_FORM_STATE, formData) as Promise<import("@/lib/form-state").FormState<Field>>;
}

const unique = () => randomUUID().slice(0, 8);
const contact = (overrides: Record<string, string> = {}) =>
  contactFields({ name: `Awa ${unique()}`, sessionId: "", ...overrides });
const request = (overrides: Record<string, string> = {}) =>
  projectRequestFields({ name: `Koffi ${unique()}`, page: "/devis", ...overrides });
const storedNamed = (name: string) => db.formConversion.findMany({ where: { data: { path: ["name"], equals: name } } });

describe("the contact form's action", () => {
  it("stores the message with its activity, queues the agency's mail, and answers 'sent' with nothing to put back", async () => {
    const sessionId = randomUUID();
    const fields = contact({ sessionId });
    const state = await send(actions.sendContactMessage, fields);
    expect(state).toEqual({
      status: "sent",
      values: {},
      fieldErrors: {},
      message: "Votre message a bien été envoyé. Nous vous répondrons dans les plus brefs délais.",
    });
    const [stored, ...others] = await storedNamed(fields.name);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ formType: "contact", status: "completed", sessionId, pageSource: "/contact" });
    expect(await db.activity.count({ where: { type: "form_conversion", targetId: stored!.id } })).toBe(1);
    const [mail] = await smtp.waitFor((received) => received.text.includes(fields.name));
    expect(mail).toMatchObject({ to: ["equipe@agence.test"], replyTo: "awa@exemple.ci" });
  });

  it("answers each refused field's French message and what was typed, and stores nothing", async () => {
    const before = await db.formConversion.count();
    const state = await send(
      actions.sendContactMessage,
      contact({ name: "   ", email: "awa@exemple", subject: "R", message: "Bonjour" }),
    );
    expect(state).toEqual({
      status: "invalid",
      values: { name: "   ", email: "awa@exemple", subject: "R", message: "Bonjour" },
      fieldErrors: {
        name: "Le nom est requis",
        email: "Veuillez saisir une adresse e-mail valide",
        subject: "Le sujet doit contenir au moins 2 caractères",
        message: "Le message doit contenir au moins 10 caractères",
      },
    });
    expect(await db.formConversion.count()).toBe(before);
  });

  it("refuses a bot's form (the honeypot filled in) and the sixth form of an address in ten minutes, keeping what was typed", async () => {
    const bot = contact({ website: "http://spam.example" });
    expect(await send(actions.sendContactMessage, bot)).toMatchObject({
      status: "failed",
      values: { name: bot.name },
      message: "Trop de demandes ont été envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.",
    });
    expect(await storedNamed(bot.name)).toEqual([]);

    const from = freshAddress();
    for (let index = 0; index < 5; index += 1)
      expect((await send(actions.sendContactMessage, contact(), { from })).status).toBe("sent");
    const sixth = contact();
    expect(await send(actions.sendContactMessage, sixth, { from })).toMatchObject({ status: "failed" });
    expect(await storedNamed(sixth.name)).toEqual([]);
  });

  it("takes the same words sent twice (a page reloaded after a form sent without scripts) for one message", async () => {
    const fields = contact();
    expect((await send(actions.sendContactMessage, fields)).status).toBe("sent");
    expect((await send(actions.sendContactMessage, fields)).status).toBe("sent");
    expect(await storedNamed(fields.name)).toHaveLength(1);
    expect((await send(actions.sendContactMessage, { ...fields, message: `${fields.message} Merci.` })).status).toBe(
      "sent",
    );
    expect(await storedNamed(fields.name)).toHaveLength(2);
  });

  it("answers a call that is not a form's without an error, and stores nothing", async () => {
    requestHeaders = new Headers({ "x-forwarded-for": freshAddress() });
    const call = actions.sendContactMessage as unknown as (...args: unknown[]) => Promise<unknown>;
    expect(await call("fr", {}, { name: "Awa" })).toEqual({ status: "failed", values: {}, fieldErrors: {} });
    expect(await call(undefined, undefined, undefined)).toEqual({ status: "failed", values: {}, fieldErrors: {} });
    // A language the site does not serve, bound by no page of it.
    const fields = contact();
    expect(await send(actions.sendContactMessage, fields, { locale: "de" })).toMatchObject({ status: "failed" });
    expect(await storedNamed(fields.name)).toEqual([]);
  });
});

describe("a form sent by a browser that ran no script", () => {
  it("gets a visitor session whose visit is the page it was sent from (UTM parameters, place), and so its source", async () => {
    const fields = request({ sessionId: "" });
    const state = await send(actions.sendQuoteRequest, fields, {
      referer: "http://localhost/devis?utm_source=facebook&utm_medium=social&email=koffi%40lagune.ci",
      from: "196.47.128.1",
    });
    expect(state.status).toBe("sent");
    const [stored] = await storedNamed(fields.name);
    expect(stored).toMatchObject({ formType: "quote", pageSource: "/devis", sessionId: expect.any(String) });
    const visits = await db.visit.findMany({ where: { sessionId: stored!.sessionId! } });
    expect(visits).toMatchObject([
      { page: "/devis", referrer: null, utmSource: "facebook", utmMedium: "social", country: "CI", city: "Abidjan" },
    ]);
    expect(stored).toMatchObject({ landingPage: "/devis", utmSource: "facebook", country: "CI", city: "Abidjan" });
  });

  it("keeps the form when its hidden session id or page were altered, and records no visit for a bot", async () => {
    const fields = request({ sessionId: "pas-un-uuid", page: "pas une page" });
    expect((await send(actions.sendProjectRequest, fields, { referer: "http://localhost/start-project" })).status).toBe(
      "sent",
    );
    const [stored] = await storedNamed(fields.name);
    expect(stored).toMatchObject({ formType: "project", pageSource: null, sessionId: expect.any(String) });

    const fromBot = request({ sessionId: "" });
    requestHeaders = new Headers();
    const formData = new FormData();
    for (const [name, value] of Object.entries(fromBot)) formData.append(name, value);
    requestHeaders = new Headers({ "x-forwarded-for": freshAddress(), "user-agent": "Googlebot/2.1" });
    expect((await actions.sendProjectRequest("fr", IDLE_FORM_STATE, formData)).status).toBe("sent");
    expect(await storedNamed(fromBot.name)).toMatchObject([{ sessionId: null }]);
  });
});

describe("the request forms' actions", () => {
  it("store a quote (modal, /devis) and a project request (/start-project), each notified, with the required fields' messages", async () => {
    const quote = request();
    const project = request({ page: "/start-project" });
    expect((await send(actions.sendQuoteRequest, quote)).status).toBe("sent");
    expect((await send(actions.sendProjectRequest, project)).status).toBe("sent");
    expect(await storedNamed(quote.name)).toMatchObject([{ formType: "quote", mailStatus: expect.any(String) }]);
    expect(await storedNamed(project.name)).toMatchObject([{ formType: "project", pageSource: "/start-project" }]);
    await smtp.waitFor((mail) => mail.subject === `Nouvelle demande de devis : Développement Web (${quote.name})`);

    expect(
      await send(actions.sendQuoteRequest, {
        name: "",
        email: "",
        projectType: "",
        description: "",
        phone: "appelez-moi",
      }),
    ).toMatchObject({
      status: "invalid",
      fieldErrors: {
        name: "Le nom est requis",
        email: "L'adresse e-mail est requise",
        projectType: "Le type de projet est requis",
        description: "La description du projet est requise",
        phone: "Le numéro de téléphone ne peut contenir que des chiffres, espaces et les signes + ( ) . -",
      },
    });
  });
});

describe("the newsletter's action", () => {
  it("subscribes an address once, answering a second subscription with the same words", async () => {
    const email = `lecteur-${unique()}@exemple.ci`;
    const fields = { email, page: "/blog", sessionId: randomUUID(), website: "" };
    const sent = {
      status: "sent",
      message:
        "Merci ! Un e-mail vient d'être envoyé à cette adresse : cliquez sur son lien pour confirmer votre inscription.",
    };
    expect(await send(actions.subscribeToNewsletter, fields)).toMatchObject(sent);
    expect(await send(actions.subscribeToNewsletter, { ...fields, email: email.toUpperCase() })).toMatchObject(sent);
    expect(await db.newsletterSubscriber.count({ where: { email } })).toBe(1);
    expect(await send(actions.subscribeToNewsletter, { ...fields, email: "lecteur@" })).toMatchObject({
      status: "invalid",
      values: { email: "lecteur@" },
      fieldErrors: { email: "Veuillez saisir une adresse e-mail valide" },
    });
  });
});

describe("a form sent from an English page", () => {
  const english = { locale: "en", referer: "http://localhost/en/contact" };

  it("answers the refused fields in English, and keeps what was typed", async () => {
    const fields = contact({ name: "A", email: "awa@", subject: "Quote", message: "" });
    expect(await send(actions.sendContactMessage, fields, english)).toEqual({
      status: "invalid",
      values: { name: "A", email: "awa@", subject: "Quote", message: "" },
      fieldErrors: {
        name: "The name must be at least 2 characters long",
        email: "Please enter a valid email address",
        message: "A message is required",
      },
    });
    expect(await storedNamed(fields.name)).toEqual([]);
  });

  it("stores the message marked as English, and the agency's notification stays French", async () => {
    const fields = contact({ subject: `Website ${unique()}` });
    expect(await send(actions.sendContactMessage, fields, english)).toMatchObject({
      status: "sent",
      message: "Your message has been sent. We will reply as soon as possible.",
    });
    expect(await storedNamed(fields.name)).toMatchObject([{ formType: "contact", locale: "en" }]);
    const [notification] = await smtp.waitFor((mail) => mail.subject.includes(fields.subject));
    expect(notification!.subject).toBe(`Nouveau message de contact : ${fields.subject}`);
  });

  it("sends the visitor a receipt in English that repeats nothing they typed, once, however often the form is sent", async () => {
    const email = `awa-${unique()}@example.com`;
    const fields = contact({ email, subject: `Website ${unique()}` });
    expect((await send(actions.sendContactMessage, fields, english)).status).toBe("sent");
    expect((await send(actions.sendContactMessage, fields, english)).status).toBe("sent");
    const [receipt] = await smtp.waitFor((mail) => mail.to.includes(email));
    expect(receipt!.subject).toMatch(/^We have received your message — /);
    expect(receipt!.text).toContain("Your message has reached us: we will reply as soon as possible, at this address.");
    expect(receipt!.html).toContain('<html lang="en">');
    for (const typed of [fields.name, fields.subject, fields.message]) {
      expect(receipt!.text).not.toContain(typed);
      expect(receipt!.html).not.toContain(typed);
    }
    // The second sending was the first one sent again: its notification and receipt are the first's.
    await smtp.waitFor((mail) => mail.subject.includes(fields.subject));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it("sends a French request's receipt in French, about a request", async () => {
    const email = `koffi-${unique()}@exemple.ci`;
    expect((await send(actions.sendQuoteRequest, request({ email }))).status).toBe("sent");
    const [receipt] = await smtp.waitFor((mail) => mail.to.includes(email));
    expect(receipt!.subject).toMatch(/^Nous avons bien reçu votre message — /);
    expect(receipt!.text).toContain("Merci pour votre demande. Elle nous est bien parvenue : nous l'étudions");
    expect(receipt!.html).toContain('<html lang="fr">');
  });

  it("stores a French page's request marked as French", async () => {
    const fields = request();
    expect((await send(actions.sendQuoteRequest, fields)).status).toBe("sent");
    expect(await storedNamed(fields.name)).toMatchObject([{ formType: "quote", locale: "fr" }]);
  });

  it("subscribes to the newsletter with an English answer and an English confirmation mail", async () => {
    const email = `reader-${unique()}@example.com`;
    expect(await send(actions.subscribeToNewsletter, { email, page: "/en/blog" }, english)).toMatchObject({
      status: "sent",
      message: "Thank you! An email has just been sent to this address: click its link to confirm your subscription.",
    });
    const [mail] = await smtp.waitFor((received) => received.to.includes(email));
    expect(mail!.subject).toMatch(/^Confirm your newsletter subscription — /);
    expect(mail!.text).toContain("To confirm your subscription, click the button below within 7 days.");
    expect(mail!.html).toContain('<html lang="en">');
  });
});
