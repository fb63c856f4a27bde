import "server-only";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import type { MailMessage } from "@/lib/mail";
import { siteMail } from "@/lib/mail/html";
import { confirmationUrl, unsubscribeUrl } from "@/lib/newsletter/links";

/**
 * RFC 2369 and RFC 8058: mail clients show their own 'Se désabonner' button, which posts
 * 'List-Unsubscribe=One-Click' to the link (app/api/newsletter/unsubscribe) without opening anything.
 */
export function listUnsubscribeHeaders(subscriberId: number): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(subscriberId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

interface Recipient {
  id: number;
  email: string;
}

/** The subscription mails' texts in `locale` (Forms.newsletterMails). */
const mailTexts = (locale: Locale) => translator(locale, "Forms.newsletterMails");

/**
 * The double opt-in's mail, in the language of the page the address was typed on: the link that confirms the
 * subscription, valid `days` days (the retention setting of unconfirmed subscriptions) and once.
 */
export function composeConfirmationMail(
  subscriber: Recipient & { nonce: string },
  brand: string,
  days: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailTexts(locale);
  const delay = t("delay", { days });
  return siteMail(subscriber.email, t("confirm.subject", { brand }), {
    brand,
    lang: locale,
    title: t("confirm.title"),
    paragraphs: [t("greeting"), t("confirm.asked", { brand }), t("confirm.click", { delay })],
    action: { label: t("confirm.action"), url: confirmationUrl(subscriber.id, subscriber.nonce) },
    footer: [t("confirm.ignore", { delay })],
  });
}

/**
 * What an address already on the list receives when it is typed in the box again: the form said nothing (it answers
 * every address alike), so the inbox's owner learns it here, with the way out.
 */
export function composeAlreadySubscribedMail(
  subscriber: Recipient,
  brand: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailTexts(locale);
  return siteMail(
    subscriber.email,
    t("already.subject", { brand }),
    {
      brand,
      lang: locale,
      title: t("already.title"),
      paragraphs: [t("greeting"), t("already.typed", { brand })],
      footer: [t("already.leave")],
      footerLinks: [{ label: t("already.unsubscribe"), url: unsubscribeUrl(subscriber.id) }],
    },
    listUnsubscribeHeaders(subscriber.id),
  );
}
