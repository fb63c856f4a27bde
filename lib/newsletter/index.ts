import "server-only";
import { afterResponse } from "@/lib/after-response";
import { db } from "@/lib/db";
import type { SubscriberStatus } from "@/lib/generated/prisma/enums";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail";
import {
  admitPublicSubmission,
  formAnswer,
  recordNewsletterSubmission,
  submissionTransaction,
  type SubmissionSender,
} from "@/lib/messages";
import type { NewsletterSubscription } from "@/lib/messages/visitor-schemas";
import { isGenuineLink, newConfirmNonce, readLinkToken } from "@/lib/newsletter/links";
import { composeAlreadySubscribedMail, composeConfirmationMail } from "@/lib/newsletter/mails";
import { SUBSCRIPTION_MAIL_INTERVAL_MINUTES } from "@/lib/newsletter/rules";
import { findSiteSettings } from "@/lib/settings";
import { findRetentionSettings } from "@/lib/settings/retention";

// Double opt-in (as Ghost and listmonk do it): the box stores the address as 'pending' and mails a signed link; the
// link makes it 'confirmed'; an address never confirmed is removed after the retention setting's days
// (pendingSubscriberDays, 7 by default), when its link expires too. The box answers every
// address alike and mails after the answer, so neither its words nor its timing tell whether an address was known.

/**
 * Adds `subscription`'s address to the list, or asks again: a new address becomes a pending subscriber (and a
 * completed 'newsletter' form); an unsubscribed or bounced one is pending again with a new link; a pending or
 * confirmed one is left as it is. Returns the subscriber to mail.
 */
export function subscribe(
  subscription: NewsletterSubscription,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: number }> {
  const { email } = subscription;
  const origin = { sessionId: subscription.sessionId ?? null, pageSource: subscription.page ?? null };
  return submissionTransaction(async (client) => {
    // Two subscriptions of one address at once: the second waits and finds the first's row.
    await client.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`newsletter-subscriber:${email}`}))::text`;
    const known = await client.newsletterSubscriber.findUnique({
      where: { email },
      select: { id: true, status: true },
    });
    if (!known) {
      const created = await client.newsletterSubscriber.create({
        data: { email, ...origin, confirmNonce: newConfirmNonce() },
        select: { id: true },
      });
      await recordNewsletterSubmission(subscription, client, locale);
      return created;
    }
    if (known.status === "unsubscribed" || known.status === "bounced") {
      await client.newsletterSubscriber.update({
        where: { id: known.id },
        data: {
          ...origin,
          status: "pending",
          confirmNonce: newConfirmNonce(),
          subscribedAt: new Date(),
          subscriptionMailedAt: null,
        },
      });
    }
    return { id: known.id };
  });
}

/**
 * Mails a subscriber what its subscription asks: the confirmation link if pending, 'already subscribed' if confirmed.
 * At most one such mail per SUBSCRIPTION_MAIL_INTERVAL_MINUTES, across instances: the mail is claimed (one UPDATE)
 * before it is sent, and the claim given back when the mail server refuses it, so that the next try can send it. The
 * mail is written in `locale`, the language of the page the address was typed on.
 */
export async function sendSubscriptionMail(
  subscriberId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<"sent" | "throttled"> {
  const [claimed] = await db.$queryRaw<
    { id: number; email: string; status: SubscriberStatus; nonce: string | null; mailedAt: Date }[]
  >`
    UPDATE newsletter_subscribers SET subscription_mailed_at = now()
    WHERE id = ${subscriberId} AND status IN ('pending', 'confirmed')
      AND (subscription_mailed_at IS NULL
        OR subscription_mailed_at < now() - make_interval(secs => ${SUBSCRIPTION_MAIL_INTERVAL_MINUTES * 60}))
    RETURNING id, email, status, confirm_nonce AS nonce, subscription_mailed_at AS "mailedAt"`;
  if (!claimed) return "throttled";
  try {
    const [{ companyName }, { pendingSubscriberDays }] = await Promise.all([
      findSiteSettings(),
      findRetentionSettings(),
    ]);
    await sendMail(
      claimed.status === "pending" && claimed.nonce
        ? composeConfirmationMail({ ...claimed, nonce: claimed.nonce }, companyName, pendingSubscriberDays, locale)
        : composeAlreadySubscribedMail(claimed, companyName, locale),
    );
  } catch (error) {
    await db.newsletterSubscriber.updateMany({
      where: { id: claimed.id, subscriptionMailedAt: claimed.mailedAt },
      data: { subscriptionMailedAt: null },
    });
    throw error;
  }
  return "sent";
}

/**
 * A subscription from the blog's box (server action, the page's language) or the JSON API (French): admitted
 * (honeypot, rate limit), stored, and mailed in that language once the answer has gone. Answers the same words for
 * every address.
 */
export async function receiveNewsletterSubscription(
  subscription: NewsletterSubscription,
  sender: SubmissionSender,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  await admitPublicSubmission(subscription, sender.clientAddress);
  const { id } = await subscribe(subscription, locale);
  afterResponse(`The newsletter subscription mail of subscriber ${id}`, () => sendSubscriptionMail(id, locale));
  return formAnswer("newsletter", locale);
}

/** The subscriptions asked for before this are expired (their link too) and removed. */
async function confirmationDeadline(now: Date): Promise<Date> {
  const { pendingSubscriberDays } = await findRetentionSettings();
  return new Date(now.getTime() - pendingSubscriberDays * 86_400_000);
}

/**
 * Follows a confirmation link: the pending subscription it signs becomes confirmed, and the link is spent. 'invalid'
 * for anything else (altered, already used, replaced by a newer subscription, expired, unsubscribed since).
 */
export async function confirmSubscription(token: string | null): Promise<"confirmed" | "invalid"> {
  const link = readLinkToken(token);
  if (!link) return "invalid";
  const row = await db.newsletterSubscriber.findUnique({
    where: { id: link.id },
    select: { confirmNonce: true, status: true, subscribedAt: true },
  });
  if (!row?.confirmNonce || row.status !== "pending" || !isGenuineLink("confirm", link.id, link.mac, row.confirmNonce))
    return "invalid";
  const now = new Date();
  const { count } = await db.newsletterSubscriber.updateMany({
    where: {
      id: link.id,
      status: "pending",
      confirmNonce: row.confirmNonce,
      subscribedAt: { gt: await confirmationDeadline(now) },
    },
    data: { status: "confirmed", confirmedAt: now, confirmNonce: null },
  });
  return count === 1 ? "confirmed" : "invalid";
}

/**
 * Follows an unsubscribe link (the page's GET, or a mail client's one-click POST): the address leaves the list at
 * once, whatever it was. 'invalid' only when the link was not made by the site; a link whose subscriber is already
 * gone or unsubscribed is done too, so that a second click says the same.
 */
export async function unsubscribe(token: string | null): Promise<"unsubscribed" | "invalid"> {
  const link = readLinkToken(token);
  if (!link || !isGenuineLink("unsubscribe", link.id, link.mac)) return "invalid";
  await db.newsletterSubscriber.updateMany({
    where: { id: link.id, status: { in: ["pending", "confirmed"] } },
    data: { status: "unsubscribed", unsubscribedAt: new Date(), confirmNonce: null },
  });
  return "unsubscribed";
}

/**
 * Removes the subscriptions still unconfirmed the retention setting's days after they were asked for (the maintenance
 * sweep, every 5 minutes).
 */
export async function removeUnconfirmedSubscribers(now = new Date()): Promise<number> {
  const { count } = await db.newsletterSubscriber.deleteMany({
    where: { status: "pending", subscribedAt: { lt: await confirmationDeadline(now) } },
  });
  return count;
}
