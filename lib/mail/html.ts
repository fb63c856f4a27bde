// The HTML of the site's mails: text escaped once, here, and the layout of the mails visitors receive.
import type { MailMessage } from "@/lib/mail";

/** `text` safe inside HTML text and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/** Text typed by someone, as HTML: escaped, its line breaks kept. */
export function htmlParagraph(text: string): string {
  return escapeHtml(text).replace(/\n/g, "<br>");
}

// The site's colours (app/globals.css, light theme) as mail clients read them: hex, inline, no CSS variables.
export const PRIMARY = "#c2410c";
const TEXT = "#1c1917";
const MUTED = "#57534e";
const BACKGROUND = "#f5f5f4";

export interface SiteMailContent {
  /** The agency's name, at the top. */
  brand: string;
  title: string;
  paragraphs: readonly string[];
  /** HTML made safe by its caller (a sanitised text, a list of articles), after the paragraphs. */
  bodyHtml?: string;
  /** The same as plain text, for the mail's text alternative. */
  bodyText?: string;
  /** The mail's one call to action, drawn as the site's primary button. */
  action?: { label: string; url: string };
  /** Small print at the bottom (why this mail came, how to leave). */
  footer?: readonly string[];
  /** Links in the small print, after it. */
  footerLinks?: readonly { label: string; url: string }[];
  /** The language it is written in (the visitor's); French when not given. */
  lang?: string;
}

/**
 * A visitor's mail in the site's look: the brand, a title, the text, one button (with its address written out under
 * it, for clients that block buttons), small print. Tables and inline styles, which every mail client reads.
 */
export function siteMailHtml(content: SiteMailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${TEXT}">${htmlParagraph(text)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr><td style="border-radius:8px;background:${PRIMARY}">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED};word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : "";
  const small = (innerHtml: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${MUTED}">${innerHtml}</p>`;
  const links = (content.footerLinks ?? [])
    .map(
      (link) =>
        `<a href="${escapeHtml(link.url)}" style="color:${MUTED};text-decoration:underline">${escapeHtml(link.label)}</a>`,
    )
    .join(" · ");
  const footer = [...(content.footer ?? []).map(htmlParagraph), ...(links ? [links] : [])].map(small).join("");
  return `<!doctype html>
<html lang="${content.lang ?? "fr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:${BACKGROUND};font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BACKGROUND}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="padding:20px 28px;border-bottom:4px solid ${PRIMARY};font-size:18px;font-weight:700;color:${PRIMARY}">${escapeHtml(content.brand)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT}">${escapeHtml(content.title)}</h1>
${content.paragraphs.map(paragraph).join("\n")}
${content.bodyHtml ? `<div style="font-size:16px;line-height:1.6;color:${TEXT}">${content.bodyHtml}</div>` : ""}
${action}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e7e5e4">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

/** A mail as both its HTML (the site's look) and its plain-text alternative, from the same content. */
export function siteMail(
  to: string,
  subject: string,
  content: SiteMailContent,
  headers?: Record<string, string>,
): MailMessage {
  // French puts a space before a colon.
  const colon = (content.lang ?? "fr") === "fr" ? " : " : ": ";
  const text = [
    content.title,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.bodyText ? [content.bodyText, ""] : []),
    ...(content.action ? [`${content.action.label}${colon}${content.action.url}`, ""] : []),
    "--",
    ...(content.footer ?? []),
    ...(content.footerLinks ?? []).map((link) => `${link.label}${colon}${link.url}`),
  ].join("\n");
  return { to, subject, text, html: siteMailHtml(content), headers };
}
