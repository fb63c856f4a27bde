import "server-only";
import type { MailMessage } from "@/lib/mail";
import { siteMailHtml, type SiteMailContent } from "@/lib/mail/html";
import { confirmationUrl, unsubscribeUrl } from "@/lib/newsletter/links";
import { CONFIRMATION_DAYS } from "@/lib/newsletter/rules";

/** A mail as both its HTML (the site's look) and its plain-text alternative, from the same content. */
export function siteMail(
  to: string,
  subject: string,
  content: SiteMailContent,
  headers?: Record<string, string>,
): MailMessage {
  const text = [
    content.title,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.bodyText ? [content.bodyText, ""] : []),
    ...(content.action ? [`${content.action.label} : ${content.action.url}`, ""] : []),
    "--",
    ...(content.footer ?? []),
    ...(content.footerLinks ?? []).map((link) => `${link.label} : ${link.url}`),
  ].join("\n");
  return { to, subject, text, html: siteMailHtml(content), headers };
}

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

/** The double opt-in's mail: the link that confirms the subscription, valid CONFIRMATION_DAYS days and once. */
export function composeConfirmationMail(subscriber: Recipient & { nonce: string }, brand: string): MailMessage {
  return siteMail(subscriber.email, `Confirmez votre inscription à la newsletter — ${brand}`, {
    brand,
    title: "Confirmez votre inscription",
    paragraphs: [
      "Bonjour,",
      `Vous (ou quelqu'un qui a saisi votre adresse) avez demandé à recevoir la newsletter de ${brand} : nos derniers articles, conseils et retours d'expérience.`,
      `Pour confirmer votre inscription, cliquez sur le bouton ci-dessous dans les ${CONFIRMATION_DAYS} jours. Le lien ne sert qu'une fois.`,
    ],
    action: { label: "Confirmer mon inscription", url: confirmationUrl(subscriber.id, subscriber.nonce) },
    footer: [
      `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans confirmation, votre adresse sera effacée dans ${CONFIRMATION_DAYS} jours et vous ne recevrez rien.`,
    ],
  });
}

/**
 * What an address already on the list receives when it is typed in the box again: the form said nothing (it answers
 * every address alike), so the inbox's owner learns it here, with the way out.
 */
export function composeAlreadySubscribedMail(subscriber: Recipient, brand: string): MailMessage {
  const unsubscribe = unsubscribeUrl(subscriber.id);
  return siteMail(
    subscriber.email,
    `Vous êtes déjà inscrit à la newsletter — ${brand}`,
    {
      brand,
      title: "Vous êtes déjà inscrit",
      paragraphs: [
        "Bonjour,",
        `Votre adresse vient d'être saisie dans le formulaire d'inscription à la newsletter de ${brand}. Elle y est déjà inscrite : vous n'avez rien à faire, vous continuerez à recevoir nos lettres.`,
      ],
      footer: ["Vous ne souhaitez plus les recevoir ? Un clic suffit, sans mot de passe."],
      footerLinks: [{ label: "Se désinscrire", url: unsubscribe }],
    },
    listUnsubscribeHeaders(subscriber.id),
  );
}
