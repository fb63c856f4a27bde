import type { FormConversion } from "@/lib/generated/prisma/client";
import type { MailMessage } from "@/lib/mail";
import { FORM_TYPE_LABELS } from "@/lib/messages/rules";
import { absoluteUrl } from "@/lib/site";
import { escapeHtml, htmlParagraph } from "@/lib/mail/html";

/** The French label of each field of a form's data, in the order a request reads. */
export const FIELD_LABELS: [key: string, label: string][] = [
  ["name", "Nom"],
  ["email", "E-mail"],
  ["company", "Entreprise"],
  ["phone", "Téléphone"],
  ["projectType", "Type de projet"],
  ["budget", "Budget"],
  ["timeframe", "Délai souhaité"],
  ["subject", "Sujet"],
  ["message", "Message"],
  ["description", "Description du projet"],
];

/** The e-mail that tells the agency about a visitor's request, with every field and a link to the inbox. */
export function composeAgencyNotification(
  conversion: Pick<FormConversion, "id" | "formType" | "email" | "pageSource" | "data">,
  to: string,
): MailMessage {
  const data = (conversion.data ?? {}) as Record<string, unknown>;
  const name = typeof data.name === "string" ? data.name : (conversion.email ?? "un visiteur");
  const subject =
    conversion.formType === "contact"
      ? `Nouveau message de contact : ${String(data.subject ?? "")}`
      : `Nouvelle ${conversion.formType === "quote" ? "demande de devis" : "demande de projet"} : ${String(data.projectType ?? "")} (${name})`;
  const fields = FIELD_LABELS.filter(([key]) => typeof data[key] === "string" && data[key] !== "").map(
    ([key, label]) => [label, String(data[key])] as const,
  );
  const link = absoluteUrl(`/admin/messages/detail/${conversion.id}`);
  const origin = conversion.pageSource ? `Envoyé depuis la page ${conversion.pageSource}.` : "";
  const text = [
    `${FORM_TYPE_LABELS[conversion.formType]} — ${name}`,
    "",
    ...fields.map(([label, value]) => `${label} : ${value}`),
    "",
    origin,
    `Voir dans le back-office : ${link}`,
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
  const html = `<h2>${escapeHtml(FORM_TYPE_LABELS[conversion.formType])} — ${escapeHtml(name)}</h2>
<table cellpadding="6">${fields.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${htmlParagraph(value)}</td></tr>`).join("")}</table>
<p>${escapeHtml(origin)}</p><p><a href="${escapeHtml(link)}">Voir dans le back-office</a></p>`;
  return { to, subject, text, html, replyTo: conversion.email ?? undefined };
}
