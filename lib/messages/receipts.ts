import "server-only";
import { db } from "@/lib/db";
import type { FormType } from "@/lib/generated/prisma/enums";
import { DEFAULT_LOCALE, type Locale, WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { type MailMessage, sendMail } from "@/lib/mail";
import { siteMail } from "@/lib/mail/html";
import { findSiteSettings } from "@/lib/settings";

// The visitor's receipt: once a message or a request is stored, one mail to its sender, in the language they wrote
// in, saying it arrived. It repeats nothing the visitor typed (not even their name), so the form cannot be used to
// send someone words of a stranger's choosing; the rate limit and the honeypot that admit the form admit it too.
// A receipt is claimed before it is sent, so that it goes at most once whatever runs it twice (a form sent again,
// two instances); one the mail server refused is not tried again: the message itself is kept whatever its receipt
// did, and the agency's notification has its own queue (notifications.ts).

/** The forms whose senders get a receipt: the newsletter's mails are its own (lib/newsletter). */
const RECEIPT_FORMS: readonly FormType[] = ["contact", "project", "quote"];

/** The receipt of a message of `formType`, in `locale`. */
export function composeReceiptMail(
  to: string,
  formType: FormType,
  brand: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = translator(locale, "Forms");
  return siteMail(to, t("receiptMails.subject", { brand }), {
    brand,
    lang: locale,
    title: t("receiptMails.title"),
    paragraphs: [
      t("newsletterMails.greeting"),
      formType === "contact" ? t("receiptMails.contact", { brand }) : t("receiptMails.request", { brand }),
    ],
    footer: [t("receiptMails.notYou")],
  });
}

/**
 * Sends the receipt of stored message `id`, unless it went already, the message is spam, or its form has none.
 * 'sent', or 'skipped' when there was nothing to send; throws when the mail server refused it.
 */
export async function sendReceipt(id: number): Promise<"sent" | "skipped"> {
  const [claimed] = await db.$queryRaw<{ email: string | null; formType: FormType; locale: string }[]>`
    UPDATE form_conversions SET receipt_mailed_at = now()
    WHERE id = ${id} AND receipt_mailed_at IS NULL AND spam_at IS NULL AND status IN ('completed', 'processed')
      AND form_type::text = ANY(${RECEIPT_FORMS as FormType[]})
    RETURNING user_email AS email, form_type AS "formType", locale`;
  if (!claimed?.email) return "skipped";
  const { companyName } = await findSiteSettings();
  const locale = WRITTEN_LOCALES.find((written) => written === claimed.locale) ?? DEFAULT_LOCALE;
  await sendMail(composeReceiptMail(claimed.email, claimed.formType, companyName, locale));
  return "sent";
}
