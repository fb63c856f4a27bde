// The newsletter's double opt-in and unsubscribe links (lib/newsletter), through the domain and the route handlers,
// against this file's PostgreSQL database and a real SMTP server: what is stored, what is mailed (once), what each
// link does, and what a link that was altered, spent or replaced does not.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { ReceivedMail } from "../helpers/smtp";
import { startTestSmtpServer } from "../helpers/smtp";
import { clientAddresses } from "../helpers/client-addresses";

// The mail settings must be in place before the modules read the configuration.
const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
const { apiRequest, routeContext } = await import("../helpers/auth");
const { db } = await import("@/lib/db");
const newsletter = await import("@/lib/newsletter");
const { backgroundWorkDone } = await import("@/lib/production-server");
const { newsletterSchema } = await import("@/lib/messages/visitor-schemas");
const confirmRoute = await import("@/app/api/newsletter/confirm/route");
const unsubscribeRoute = await import("@/app/api/newsletter/unsubscribe/route");
afterAll(() => smtp.stop());

beforeEach(async () => {
  await db.newsletterSubscriber.deleteMany();
  smtp.received.length = 0;
  smtp.failing = false;
});

/** A client address of its own for each subscription, so that the rate limit counts only what a test means it to. */
const freshAddress = clientAddresses(44);
const sender = () => ({ clientAddress: freshAddress() });

/** Subscribes `email` from the blog's box, as the form and the JSON API do, and waits for the mail sent after. */
async function subscribe(email: string) {
  const answer = await newsletter.receiveNewsletterSubscription(
    newsletterSchema().parse({ email, page: "/blog", sessionId: randomUUID() }),
    sender(),
  );
  expect(answer).toBe(
    "Merci ! Un e-mail vient d'être envoyé à cette adresse : cliquez sur son lien pour confirmer votre inscription.",
  );
}

/** A header field of a received mail as it was written (mailparser folds the List-* fields into one object). */
const headerOf = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((header) => header.key === name)?.line.replace(/^[^:]+:\s*/, "");

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

/** The link of a mail's button, as the plain text writes it out. */
function linkIn(mail: ReceivedMail, path: string): string {
  const link = new RegExp(`https?://[^\\s]+${path}\\?jeton=[\\w.-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`No ${path} link in:\n${mail.text}`);
  return link;
}

async function follow(route: { GET: typeof confirmRoute.GET }, link: string) {
  const response = await route.GET(await apiRequest(link), routeContext());
  return { status: response.status, location: response.headers.get("location") };
}

async function oneClick(link: string) {
  // What a mail client posts for RFC 8058: the form body, no cookie, no Origin.
  const request = new NextRequest(new URL(link, "http://localhost"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  const response = await unsubscribeRoute.POST(request, routeContext());
  return { status: response.status, body: await response.json() };
}

const statusOf = async (email: string) =>
  (await db.newsletterSubscriber.findUnique({ where: { email }, select: { status: true } }))?.status ?? null;

describe("subscribing", () => {
  it("stores a new address as pending with its page and mails one French confirmation in the site's look, with a plain-text alternative", async () => {
    await subscribe("Awa@Exemple.ci");
    const [mail] = await smtp.waitFor((received) => received.to.includes("awa@exemple.ci"));
    expect(mail!.subject).toBe("Confirmez votre inscription à la newsletter — Agence Digitale Abidjan");
    expect(mail!.text).toContain(
      "Pour confirmer votre inscription, cliquez sur le bouton ci-dessous dans un délai de 7 jours.",
    );
    expect(mail!.html).toContain("Confirmer mon inscription");
    expect(mail!.html).toContain('lang="fr"');
    // No address in the link: a subscriber id and a signature.
    expect(linkIn(mail!, "/api/newsletter/confirm")).toMatch(/\/api\/newsletter\/confirm\?jeton=\d+\.[\w-]{43}$/);
    expect(await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "awa@exemple.ci" } })).toMatchObject({
      status: "pending",
      pageSource: "/blog",
      confirmedAt: null,
      subscriptionMailedAt: expect.any(Date),
    });
    expect(await db.formConversion.count({ where: { formType: "newsletter", email: "awa@exemple.ci" } })).toBe(1);
  });

  it("answers an address already on the list with the same words, tells its inbox instead (with one-click unsubscribe), and mails an inbox once per 10 minutes", async () => {
    await subscribe("fidele@exemple.ci");
    await smtp.waitFor((mail) => mail.to.includes("fidele@exemple.ci"));
    // Typed again while pending: nothing more is sent within the interval, whoever types it.
    await subscribe("fidele@exemple.ci");
    expect(await newsletter.sendSubscriptionMail((await db.newsletterSubscriber.findFirstOrThrow()).id)).toBe(
      "throttled",
    );
    expect(mailsTo("fidele@exemple.ci")).toHaveLength(1);

    await db.newsletterSubscriber.updateMany({ data: { status: "confirmed", subscriptionMailedAt: null } });
    await subscribe("fidele@exemple.ci");
    const [, notice] = await smtp.waitFor((mail) => mail.to.includes("fidele@exemple.ci"), 2);
    expect(notice!.subject).toBe("Vous êtes déjà inscrit à la newsletter — Agence Digitale Abidjan");
    expect(headerOf(notice!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(notice!, "list-unsubscribe")).toMatch(
      /^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?jeton=\d+\.[\w-]{43}>$/,
    );
    expect(await statusOf("fidele@exemple.ci")).toBe("confirmed");
    expect(await db.newsletterSubscriber.count()).toBe(1);
  });

  it("stores and mails an address typed twice at once a single time", async () => {
    await Promise.all([subscribe("double@exemple.ci"), subscribe("double@exemple.ci"), subscribe("DOUBLE@exemple.ci")]);
    await smtp.waitFor((mail) => mail.to.includes("double@exemple.ci"));
    await backgroundWorkDone();
    expect(mailsTo("double@exemple.ci")).toHaveLength(1);
    expect(await db.newsletterSubscriber.count({ where: { email: "double@exemple.ci" } })).toBe(1);
  });

  it("refuses the sixth subscription from one client address within 10 minutes with a French 429, storing and mailing nothing", async () => {
    const from = sender();
    for (let index = 0; index < 5; index += 1)
      await newsletter.receiveNewsletterSubscription(
        newsletterSchema().parse({ email: `salve${index}@exemple.ci` }),
        from,
      );
    await expect(
      newsletter.receiveNewsletterSubscription(newsletterSchema().parse({ email: "sixieme@exemple.ci" }), from),
    ).rejects.toMatchObject({
      status: 429,
      message: "Trop de demandes ont été envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.",
    });
    expect(await statusOf("sixieme@exemple.ci")).toBeNull();
  });

  it("gives the mail back when the mail server refuses it, so that the next subscription sends it", async () => {
    smtp.failing = true;
    await subscribe("panne@exemple.ci");
    const { id } = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "panne@exemple.ci" } });
    await expect
      .poll(async () => (await db.newsletterSubscriber.findUnique({ where: { id } }))?.subscriptionMailedAt)
      .toBeNull();
    smtp.failing = false;
    expect(await newsletter.sendSubscriptionMail(id)).toBe("sent");
    expect(mailsTo("panne@exemple.ci")).toHaveLength(1);
  });
});

describe("the confirmation link", () => {
  it("confirms the subscription once; followed again it leads to the page that says the link no longer works", async () => {
    await subscribe("lectrice@exemple.ci");
    const [mail] = await smtp.waitFor((received) => received.to.includes("lectrice@exemple.ci"));
    const link = linkIn(mail!, "/api/newsletter/confirm");
    expect(await follow(confirmRoute, link)).toEqual({ status: 303, location: "/newsletter/inscription-confirmee" });
    expect(await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "lectrice@exemple.ci" } })).toMatchObject({
      status: "confirmed",
      confirmedAt: expect.any(Date),
      confirmNonce: null,
    });
    expect(await follow(confirmRoute, link)).toEqual({ status: 303, location: "/newsletter/lien-invalide" });
  });

  it("refuses a token altered, made for another subscriber, or missing, and a subscription older than 7 days", async () => {
    await subscribe("a@exemple.ci");
    await subscribe("b@exemple.ci");
    const [mailA] = await smtp.waitFor((mail) => mail.to.includes("a@exemple.ci"));
    const link = linkIn(mailA!, "/api/newsletter/confirm");
    const { id: idB } = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "b@exemple.ci" } });
    const invalid = { status: 303, location: "/newsletter/lien-invalide" };
    const signature = link.split(".").at(-1)!;
    // The signature's last character holds 4 of its bits and 2 that decoders ignore: flip one of each.
    const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const bit of [1, 4]) {
      const altered = link.replace(/.$/, (last) => base64url[base64url.indexOf(last) ^ bit]!);
      expect(await follow(confirmRoute, altered)).toEqual(invalid);
    }
    expect(await follow(confirmRoute, link.replace(/jeton=\d+/, `jeton=${idB}`))).toEqual(invalid);
    expect(await follow(confirmRoute, "/api/newsletter/confirm")).toEqual(invalid);
    expect(await follow(confirmRoute, `/api/newsletter/confirm?jeton=99999999999.${signature}`)).toEqual(invalid);
    expect(await statusOf("b@exemple.ci")).toBe("pending");

    await db.newsletterSubscriber.updateMany({ data: { subscribedAt: new Date(Date.now() - 8 * 86_400_000) } });
    expect(await follow(confirmRoute, link)).toEqual(invalid);
    expect(await statusOf("a@exemple.ci")).toBe("pending");
  });

  it("unconfirmed subscriptions are removed after 7 days; confirmed ones and recent ones stay", async () => {
    await db.newsletterSubscriber.createMany({
      data: [
        { email: "ancien@exemple.ci", status: "pending", subscribedAt: new Date(Date.now() - 8 * 86_400_000) },
        { email: "recent@exemple.ci", status: "pending", subscribedAt: new Date(Date.now() - 6 * 86_400_000) },
        { email: "confirme@exemple.ci", status: "confirmed", subscribedAt: new Date(Date.now() - 90 * 86_400_000) },
      ],
    });
    expect(await newsletter.removeUnconfirmedSubscribers()).toBe(1);
    expect((await db.newsletterSubscriber.findMany({ orderBy: { email: "asc" } })).map((row) => row.email)).toEqual([
      "confirme@exemple.ci",
      "recent@exemple.ci",
    ]);
  });
});

describe("unsubscribing", () => {
  async function confirmedSubscriber(email: string) {
    await subscribe(email);
    const [mail] = await smtp.waitFor((received) => received.to.includes(email));
    await follow(confirmRoute, linkIn(mail!, "/api/newsletter/confirm"));
    // The 'already subscribed' mail carries the unsubscribe link that every newsletter mail carries.
    await db.newsletterSubscriber.updateMany({ where: { email }, data: { subscriptionMailedAt: null } });
    await subscribe(email);
    const [, notice] = await smtp.waitFor((received) => received.to.includes(email), 2);
    return linkIn(notice!, "/api/newsletter/unsubscribe");
  }

  it("takes the address off the list at once from the link in a browser, then shows the page that says so", async () => {
    const link = await confirmedSubscriber("partante@exemple.ci");
    expect(await follow(unsubscribeRoute, link)).toEqual({
      status: 303,
      location: "/newsletter/desinscription-confirmee",
    });
    expect(await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "partante@exemple.ci" } })).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: expect.any(Date),
    });
    // A second click says the same.
    expect((await follow(unsubscribeRoute, link)).location).toBe("/newsletter/desinscription-confirmee");
  });

  it("takes one POST without cookies (RFC 8058 one-click), and refuses a forged token with a French 400", async () => {
    const link = await confirmedSubscriber("oneclick@exemple.ci");
    expect(await oneClick(link)).toEqual({
      status: 200,
      body: {
        success: true,
        message: "Votre adresse a été retirée de la newsletter : vous ne recevrez plus nos lettres.",
      },
    });
    expect(await statusOf("oneclick@exemple.ci")).toBe("unsubscribed");
    const forged = link.replace(/jeton=(\d+)/, (_, id: string) => `jeton=${Number(id) + 1}`);
    expect(await oneClick(forged)).toEqual({
      status: 400,
      body: { success: false, message: "Ce lien de désinscription est invalide.", error: expect.any(String) },
    });
    expect(await oneClick("/api/newsletter/unsubscribe?jeton=%00")).toMatchObject({ status: 400 });
  });

  it("lets an unsubscribed address subscribe again through a new confirmation, which the old link cannot give", async () => {
    await subscribe("retour@exemple.ci");
    const [first] = await smtp.waitFor((mail) => mail.to.includes("retour@exemple.ci"));
    const oldLink = linkIn(first!, "/api/newsletter/confirm");
    await db.newsletterSubscriber.updateMany({ data: { status: "unsubscribed", subscriptionMailedAt: null } });
    expect(await follow(confirmRoute, oldLink)).toMatchObject({ location: "/newsletter/lien-invalide" });

    await subscribe("retour@exemple.ci");
    const [, second] = await smtp.waitFor((mail) => mail.to.includes("retour@exemple.ci"), 2);
    expect(await statusOf("retour@exemple.ci")).toBe("pending");
    expect(await follow(confirmRoute, oldLink)).toMatchObject({ location: "/newsletter/lien-invalide" });
    expect(await follow(confirmRoute, linkIn(second!, "/api/newsletter/confirm"))).toMatchObject({
      location: "/newsletter/inscription-confirmee",
    });
  });
});
