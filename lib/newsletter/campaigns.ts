import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { db, type DbClient, type Prisma } from "@/lib/db";
import { sendMail } from "@/lib/mail";
import { escapeHtml, PRIMARY } from "@/lib/mail/html";
import { unsubscribeUrl } from "@/lib/newsletter/links";
import { siteMail } from "@/lib/mail/html";
import { CAMPAIGN_MAX_ARTICLES, type CampaignKind, type CampaignStatus } from "@/lib/newsletter/rules";
import type { CampaignFields } from "@/lib/newsletter/schemas";
import { findSiteSettings } from "@/lib/settings";
import { absoluteUrl } from "@/lib/site";
import type { Actor } from "@/lib/users";

// 'Campagnes' (issue 44): a campaign is composed as a draft (a digest of published articles, or free rich text),
// previewed as the exact mail, tested on oneself, then scheduled or sent now. Sending is lib/newsletter/
// campaign-sending.ts; what is composed here is frozen when the campaign starts.

/** Stands in the frozen mail for each recipient's own unsubscribe link (filled in as each mail is sent). */
export const UNSUBSCRIBE_PLACEHOLDER = "%%LIEN_DESINSCRIPTION%%";

/** A published article as a campaign lists it. */
export interface CampaignArticle {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  publishedAt: string | null;
}

/** A campaign as the screens show it (dates as ISO strings for the client components). */
export interface CampaignView {
  id: number;
  title: string;
  intro: string;
  kind: CampaignKind;
  articleIds: number[];
  content: string;
  status: CampaignStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  createdBy: string | null;
  progress: CampaignProgress;
}

/** Where the sending stands: recipients listed when it started, and how many of them each fate has. */
export interface CampaignProgress {
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  /** Still to send (pending or being sent). */
  waiting: number;
}

const campaignSelect = {
  id: true,
  title: true,
  intro: true,
  kind: true,
  articleIds: true,
  content: true,
  status: true,
  scheduledAt: true,
  startedAt: true,
  finishedAt: true,
  createdAt: true,
  recipientCount: true,
  createdBy: { select: { username: true } },
} satisfies Prisma.NewsletterCampaignSelect;

type CampaignRow = Prisma.NewsletterCampaignGetPayload<{ select: typeof campaignSelect }>;

const NO_PROGRESS = { sent: 0, failed: 0, skipped: 0, waiting: 0 };

/** Each campaign's recipients counted by fate (one grouped query for the whole list). */
async function progressOf(campaigns: CampaignRow[]): Promise<Map<number, CampaignProgress>> {
  const groups = await db.newsletterCampaignRecipient.groupBy({
    by: ["campaignId", "status"],
    where: { campaignId: { in: campaigns.map((campaign) => campaign.id) } },
    _count: { _all: true },
  });
  const progress = new Map(
    campaigns.map((campaign) => [campaign.id, { recipients: campaign.recipientCount, ...NO_PROGRESS }]),
  );
  for (const group of groups) {
    const entry = progress.get(group.campaignId)!;
    const count = group._count._all;
    if (group.status === "sent") entry.sent += count;
    else if (group.status === "failed") entry.failed += count;
    else if (group.status === "skipped") entry.skipped += count;
    else entry.waiting += count;
  }
  return progress;
}

function toView(row: CampaignRow, progress: CampaignProgress): CampaignView {
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    kind: row.kind,
    articleIds: row.articleIds,
    content: row.content,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy?.username ?? null,
    progress,
  };
}

/** The campaigns, newest first, each with its progress. */
export async function listCampaigns(limit = 100): Promise<CampaignView[]> {
  const rows = await db.newsletterCampaign.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: campaignSelect,
  });
  const progress = await progressOf(rows);
  return rows.map((row) => toView(row, progress.get(row.id)!));
}

/** One campaign with its progress; null when there is none with that id. */
export async function findCampaign(id: number): Promise<CampaignView | null> {
  const row = await db.newsletterCampaign.findUnique({ where: { id }, select: campaignSelect });
  if (!row) return null;
  return toView(row, (await progressOf([row])).get(row.id)!);
}

const articleSelect = { id: true, title: true, slug: true, excerpt: true, publishedAt: true } as const;

function toArticle(row: Prisma.BlogPostGetPayload<{ select: typeof articleSelect }>): CampaignArticle {
  return { ...row, publishedAt: row.publishedAt?.toISOString() ?? null };
}

/**
 * What the form offers: the newest published articles, and the digest it proposes (ticked by default): the
 * articles published since the last campaign that was sent (or started), else the newest ones.
 */
export async function campaignArticleChoices(now = new Date()): Promise<{
  articles: CampaignArticle[];
  proposedIds: number[];
}> {
  const last = await db.newsletterCampaign.findFirst({
    where: { status: { in: ["sending", "sent"] }, startedAt: { not: null } },
    orderBy: { startedAt: "desc" },
    select: { startedAt: true },
  });
  const articles = await db.blogPost.findMany({
    where: { published: true, publishedAt: { lte: now } },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: 30,
    select: articleSelect,
  });
  const since = last?.startedAt;
  const proposed = since ? articles.filter((article) => article.publishedAt && article.publishedAt > since) : articles;
  return {
    articles: articles.map(toArticle),
    proposedIds: proposed.slice(0, CAMPAIGN_MAX_ARTICLES).map((article) => article.id),
  };
}

/** Of `ids`, the published articles, in the order given. */
async function publishedArticles(ids: number[], client: DbClient = db): Promise<CampaignArticle[]> {
  const rows = await client.blogPost.findMany({ where: { id: { in: ids }, published: true }, select: articleSelect });
  const byId = new Map(rows.map((row) => [row.id, toArticle(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function campaignData(fields: CampaignFields) {
  if (fields.kind === "digest") {
    const articles = await publishedArticles(fields.articleIds);
    if (articles.length === 0)
      throw ApiError.badRequest("Choisissez au moins un article publié.", {
        articleIds: ["Choisissez au moins un article publié."],
      });
    return { articleIds: articles.map((article) => article.id), content: "" };
  }
  return { articleIds: [], content: sanitizeArticleHtml(fields.content) };
}

/** Only a campaign that has not started can change. */
const EDITABLE: CampaignStatus[] = ["draft", "scheduled"];

const notFound = () => ApiError.notFound("Campagne introuvable.");

/** 'Enregistrer': a new draft, or a draft's (or a scheduled campaign's) changes. Returns the campaign's id. */
export async function saveCampaign(
  id: number | undefined,
  fields: CampaignFields,
  actor: Actor,
): Promise<{ id: number }> {
  const data = { title: fields.title, intro: fields.intro, kind: fields.kind, ...(await campaignData(fields)) };
  if (id === undefined) {
    const created = await db.newsletterCampaign.create({
      data: { ...data, createdById: actor.id },
      select: { id: true },
    });
    await recordActivity({
      type: "newsletter",
      title: `Campagne créée : ${fields.title}`,
      description: `Brouillon créé par ${actor.username}.`,
      targetId: created.id,
      actorId: actor.id,
    });
    return created;
  }
  const { count } = await db.newsletterCampaign.updateMany({ where: { id, status: { in: EDITABLE } }, data });
  if (count === 0) await refuseChange(id);
  return { id };
}

/** Throws why a campaign cannot change: it does not exist, or it has started. */
async function refuseChange(id: number): Promise<never> {
  const row = await db.newsletterCampaign.findUnique({ where: { id }, select: { status: true } });
  if (!row) throw notFound();
  throw ApiError.conflict(
    row.status === "cancelled"
      ? "Cette campagne a été annulée : elle ne peut plus être modifiée."
      : "Cette campagne est déjà partie : elle ne peut plus être modifiée.",
  );
}

/** 'Programmer': the campaign starts by itself at `scheduledAt` (the maintenance loop of any instance). */
export async function scheduleCampaign(id: number, scheduledAt: Date, actor: Actor): Promise<{ id: number }> {
  const { count } = await db.newsletterCampaign.updateMany({
    where: { id, status: { in: EDITABLE } },
    data: { status: "scheduled", scheduledAt },
  });
  if (count === 0) await refuseChange(id);
  await recordActivity({
    type: "newsletter",
    title: "Campagne programmée",
    description: `Envoi programmé le ${scheduledAt.toISOString()} par ${actor.username}.`,
    targetId: id,
    actorId: actor.id,
  });
  return { id };
}

/**
 * 'Annuler': a draft or a scheduled campaign never starts; a campaign being sent stops (the mails already
 * handed to the mail server stay sent, the others are not sent).
 */
export async function cancelCampaign(id: number, actor: Actor): Promise<{ id: number }> {
  const { count } = await db.newsletterCampaign.updateMany({
    where: { id, status: { in: ["draft", "scheduled", "sending"] } },
    data: { status: "cancelled", cancelledAt: new Date() },
  });
  if (count === 0) {
    if (!(await db.newsletterCampaign.findUnique({ where: { id }, select: { id: true } }))) throw notFound();
    throw ApiError.conflict("Cette campagne est déjà envoyée ou annulée.");
  }
  await recordActivity({
    type: "newsletter",
    title: "Campagne annulée",
    description: `Annulée par ${actor.username}.`,
    targetId: id,
    actorId: actor.id,
  });
  return { id };
}

/** A campaign's mail: its subject, HTML and plain text, the unsubscribe link as UNSUBSCRIBE_PLACEHOLDER. */
export interface CampaignMail {
  subject: string;
  html: string;
  text: string;
}

/** Rich text as plain text: paragraphs and list items on their own lines, links written out. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, "").trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|blockquote|pre|ul|ol|table|tr|figure)>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function articleUrl(article: CampaignArticle): string {
  return absoluteUrl(`/blog/${article.slug}`);
}

/** A digest's articles: each one's title (a link), its excerpt, 'Lire l'article'. */
function digestBody(articles: CampaignArticle[]): { html: string; text: string } {
  const html = articles
    .map(
      (article) =>
        `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3"><a href="${escapeHtml(articleUrl(article))}" style="color:${PRIMARY};text-decoration:none">${escapeHtml(article.title)}</a></h2>` +
        `<p style="margin:0 0 8px">${escapeHtml(article.excerpt)}</p>` +
        `<p style="margin:0 0 16px"><a href="${escapeHtml(articleUrl(article))}" style="color:${PRIMARY};font-weight:600">Lire l'article</a></p>`,
    )
    .join("\n");
  const text = articles
    .map((article) => `${article.title}\n${article.excerpt}\nLire l'article : ${articleUrl(article)}`)
    .join("\n\n");
  return { html, text };
}

/**
 * The campaign's mail in the site's look (as the confirmation mail), French, with its plain-text alternative and
 * the unsubscribe link in its small print. A digest lists the articles still published.
 */
export async function composeCampaignMail(
  campaign: { title: string; intro: string; kind: CampaignKind; articleIds: number[]; content: string },
  brand: string,
  client: DbClient = db,
): Promise<CampaignMail> {
  let body: { html: string; text: string };
  if (campaign.kind === "digest") {
    const articles = await publishedArticles(campaign.articleIds, client);
    if (articles.length === 0)
      throw ApiError.conflict("Aucun des articles de cette campagne n'est encore publié : choisissez-en d'autres.");
    body = digestBody(articles);
  } else {
    const html = sanitizeArticleHtml(campaign.content, { absolute: true, publicMedia: true });
    body = { html: html.replace(/<img /g, '<img style="max-width:100%;height:auto" '), text: richTextToPlain(html) };
  }
  const mail = siteMail("", campaign.title, {
    brand,
    title: campaign.title,
    paragraphs: campaign.intro ? campaign.intro.split(/\n{2,}/) : [],
    bodyHtml: body.html,
    bodyText: body.text,
    footer: [
      `Vous recevez cet e-mail parce que vous êtes inscrit à la newsletter de ${brand}.`,
      "Vous ne souhaitez plus la recevoir ? Un clic suffit, sans mot de passe.",
    ],
    footerLinks: [{ label: "Se désinscrire", url: UNSUBSCRIBE_PLACEHOLDER }],
  });
  return { subject: campaign.title, html: mail.html!, text: mail.text };
}

/** The frozen mail made for one subscriber: their own unsubscribe link. */
export function personalMail(mail: CampaignMail, subscriberId: number | null): CampaignMail {
  const link = subscriberId === null ? previewUnsubscribeUrl() : unsubscribeUrl(subscriberId);
  return {
    subject: mail.subject,
    html: mail.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(link)),
    text: mail.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, link),
  };
}

/** In a preview or a test mail (sent to no subscriber), the unsubscribe link leads to the unsubscribe page. */
function previewUnsubscribeUrl(): string {
  return absoluteUrl("/newsletter/lien-invalide");
}

async function campaignForMail(id: number) {
  const campaign = await db.newsletterCampaign.findUnique({
    where: { id },
    select: { title: true, intro: true, kind: true, articleIds: true, content: true, mailHtml: true, mailText: true },
  });
  if (!campaign) throw notFound();
  return campaign;
}

/** The exact mail as a subscriber receives it (the frozen one once started), for the screen's preview. */
export async function previewCampaign(id: number): Promise<CampaignMail> {
  const campaign = await campaignForMail(id);
  const mail =
    campaign.mailHtml !== null && campaign.mailText !== null
      ? { subject: campaign.title, html: campaign.mailHtml, text: campaign.mailText }
      : await composeCampaignMail(campaign, (await findSiteSettings()).companyName);
  return personalMail(mail, null);
}

/** 'Envoyer un test': the mail, marked as a test, to the signed-in staff member's own address. */
export async function sendCampaignTest(id: number, actor: Actor & { email: string }): Promise<{ to: string }> {
  const mail = await previewCampaign(id);
  await sendMail({ to: actor.email, subject: `[Test] ${mail.subject}`, html: mail.html, text: mail.text }).catch(
    (error: unknown) => {
      throw ApiError.unavailable(
        `Le test n'a pas pu être envoyé : ${error instanceof Error ? error.message : String(error)}`,
      );
    },
  );
  return { to: actor.email };
}

/** The subscribers a campaign started now would mail. */
export function countConfirmedSubscribers(): Promise<number> {
  return db.newsletterSubscriber.count({ where: { status: "confirmed" } });
}

/** The preview of a campaign, or the French reason there is none (a digest whose articles were all unpublished). */
export async function previewOrReason(id: number): Promise<{ mail: CampaignMail } | { reason: string }> {
  try {
    return { mail: await previewCampaign(id) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { reason: error.message };
    throw error;
  }
}
