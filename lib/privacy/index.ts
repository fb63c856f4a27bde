import "server-only";
import { recordActivity } from "@/lib/activities";
import { loginSubject } from "@/lib/auth/throttle";
import { db, type DbClient, type Prisma, type Visit } from "@/lib/db";
import { type ErasureReport, erasureSummary } from "@/lib/privacy/rules";
import { type PrivacySubject, subjectText } from "@/lib/privacy/schemas";
import { lockAndKeepOneAdministrator } from "@/lib/users";

// 'Données personnelles' (issue 44; GDPR articles 15, 17, 20, and Côte d'Ivoire's law 2013-450): everything the site
// stores about one person, found by their e-mail address or their visitor id, exported, erased. The columns that hold
// personal data are listed in README ('Données personnelles'); a test scans every text column of every table after
// an erasure, so that a column added later and forgotten here fails it.

/** The fields of a form's data that describe the request rather than the person: kept by an erasure (statistics). */
const KEPT_DATA_FIELDS = ["projectType", "budget", "timeframe"] as const;

/** What replaces an erased text that cannot be null. */
export const ERASED_TEXT = "[effacé]";
/** What replaces a staff member's name kept beside their work (revisions, preview links). */
export const ERASED_ACCOUNT_NAME = "Compte effacé";

// Every column of each row is read (the export is everything stored), but for secrets that are not about the person:
// a password hash, two-factor secrets, a session's or a link's token digest, a mail claim.
const conversionQuery = {
  omit: { mailClaimToken: true, searchText: true },
  include: {
    replies: { orderBy: { createdAt: "asc" }, include: { author: { select: { username: true } } } },
    notes: { orderBy: { createdAt: "asc" }, include: { author: { select: { username: true } } } },
    stageChanges: { orderBy: { createdAt: "asc" }, include: { actor: { select: { username: true } } } },
  },
} satisfies Prisma.FormConversionDefaultArgs;

const subscriberQuery = { omit: { confirmNonce: true } } satisfies Prisma.NewsletterSubscriberDefaultArgs;

/** A campaign received: the recipient row (its fate, when it was sent) and which campaign it was. */
const campaignReceivedQuery = {
  omit: { leaseUntil: true },
  include: { campaign: { select: { id: true, title: true, startedAt: true } } },
} satisfies Prisma.NewsletterCampaignRecipientDefaultArgs;

const accountQuery = {
  omit: { passwordHash: true, totpSecret: true, totpPendingSecret: true, totpLastStep: true },
  include: { sessions: { orderBy: { createdAt: "desc" }, omit: { id: true } } },
} satisfies Prisma.UserDefaultArgs;

type Conversion = Prisma.FormConversionGetPayload<typeof conversionQuery>;
type Subscriber = Prisma.NewsletterSubscriberGetPayload<typeof subscriberQuery>;
type Account = Prisma.UserGetPayload<typeof accountQuery>;
type CampaignReceived = Prisma.NewsletterCampaignRecipientGetPayload<typeof campaignReceivedQuery>;

/** Everything stored about one person (the screen, the export and the erasure read the same). */
export interface PersonalData {
  subject: string;
  /** Contact messages, project and quote requests, newsletter forms: with their replies, notes and stage changes. */
  conversions: Conversion[];
  subscriptions: Subscriber[];
  /** The newsletter campaigns sent (or to be sent) to the person's subscriptions, and each one's fate. */
  campaignsReceived: CampaignReceived[];
  /** The staff account holding the address, with its sessions; null for a visitor. */
  account: Account | null;
  /** Failed sign-ins recorded under the address (the login throttle keeps only a digest of it). */
  failedSignIns: { kind: string; createdAt: Date }[];
  /** The visitor sessions of the person's forms and subscriptions (or the one asked for) and their page views. */
  visitorSessions: {
    sessionId: string;
    firstSeen: Date;
    lastSeen: Date;
    visits: number;
    lastConversionAt: Date | null;
  }[];
  visits: Visit[];
  /** The history's entries about the person's requests and subscriptions. */
  activities: { id: number; type: string; title: string; description: string | null; createdAt: Date }[];
}

/** Whether anything at all is stored about the person. */
export function holdsAnything(data: PersonalData): boolean {
  return (
    data.conversions.length +
      data.subscriptions.length +
      data.campaignsReceived.length +
      data.visitorSessions.length +
      data.visits.length +
      data.failedSignIns.length >
      0 || data.account !== null
  );
}

/** The visitor ids the person's rows name (or the one asked for). */
function sessionIdsOf(subject: PrivacySubject, conversions: Conversion[], subscriptions: Subscriber[]): string[] {
  const ids = new Set<string>(subject.kind === "visitor" ? [subject.sessionId] : []);
  for (const row of [...conversions, ...subscriptions]) if (row.sessionId) ids.add(row.sessionId);
  return [...ids];
}

/** Finds everything stored about `subject`; `client` is the erasure's transaction when it erases. */
export async function findPersonalData(subject: PrivacySubject, client: DbClient = db): Promise<PersonalData> {
  const byAddress = subject.kind === "email";
  const owns = byAddress
    ? { email: { equals: subject.email, mode: "insensitive" as const } }
    : { sessionId: subject.sessionId };
  const [conversions, subscriptions, account, failedSignIns] = await Promise.all([
    client.formConversion.findMany({ where: owns, orderBy: { id: "asc" }, ...conversionQuery }),
    client.newsletterSubscriber.findMany({ where: owns, orderBy: { id: "asc" }, ...subscriberQuery }),
    byAddress ? client.user.findUnique({ where: { email: subject.email }, ...accountQuery }) : null,
    byAddress
      ? client.loginFailure.findMany({
          where: { account: loginSubject(subject.email, "", null).account },
          orderBy: { createdAt: "asc" },
          select: { kind: true, createdAt: true },
        })
      : [],
  ]);
  const sessionIds = sessionIdsOf(subject, conversions, subscriptions);
  const [campaignsReceived, visitorSessions, visits, activities] = await Promise.all([
    client.newsletterCampaignRecipient.findMany({
      where: { subscriberId: { in: subscriptions.map((row) => row.id) } },
      orderBy: { id: "asc" },
      ...campaignReceivedQuery,
    }),
    client.visitorSession.findMany({
      where: { sessionId: { in: sessionIds } },
      orderBy: { firstSeen: "asc" },
    }),
    client.visit.findMany({ where: { sessionId: { in: sessionIds } }, orderBy: { id: "asc" } }),
    client.activity.findMany({
      where: {
        OR: [
          { type: { in: ["message", "form_conversion"] }, targetId: { in: conversions.map((row) => row.id) } },
          ...identifiersOf(subjectText(subject), conversions, account).flatMap((text) => [
            { title: { contains: text, mode: "insensitive" as const } },
            { description: { contains: text, mode: "insensitive" as const } },
          ]),
        ],
      },
      orderBy: { id: "asc" },
      omit: { read: true },
    }),
  ]);
  return {
    subject: subjectText(subject),
    conversions,
    subscriptions,
    campaignsReceived,
    account,
    failedSignIns,
    visitorSessions,
    visits,
    activities,
  };
}

/** A form's data as an object (the column is JSON; a corrupt one is nothing). */
function dataFields(data: Prisma.JsonValue): Record<string, unknown> {
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/**
 * The texts that name the person in free text elsewhere (the history's titles say 'Nouveau message de {name}'): the
 * address, and the names and phone numbers of their forms; a staff member's username. Not a company: its name may
 * stand in other people's requests.
 */
function identifiersOf(subject: string, conversions: Conversion[], account: Account | null): string[] {
  const texts = new Set<string>([subject]);
  for (const conversion of conversions) {
    if (conversion.email) texts.add(conversion.email);
    const fields = dataFields(conversion.data);
    for (const key of ["name", "email", "phone"])
      if (typeof fields[key] === "string" && (fields[key] as string).trim().length >= 3)
        texts.add((fields[key] as string).trim());
  }
  if (account) texts.add(account.username);
  return [...texts];
}

/** The export (article 20): one JSON document, every record with its fields, dates in ISO 8601. */
export async function exportPersonalData(subject: PrivacySubject, now = new Date()) {
  const data = await findPersonalData(subject);
  return {
    format: "agence-digitale-abidjan/personal-data",
    version: 1,
    exportedAt: now.toISOString(),
    ...data,
  };
}

/** The export's file name: 'donnees-personnelles-2026-11-29.json' (no address in a file name that is kept around). */
export function personalDataFileName(now = new Date()): string {
  return `donnees-personnelles-${now.toISOString().slice(0, 10)}.json`;
}

/** `text` with every occurrence of `identifiers` replaced, whatever its case. */
function scrub(text: string, identifiers: string[]): string {
  return identifiers.reduce(
    (result, identifier) =>
      result.replace(new RegExp(identifier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), ERASED_TEXT),
    text,
  );
}

/**
 * Erases everything stored about `subject` (article 17), in one transaction, keeping counts and statistics: requests
 * stay (their type, status, stage, dates, value and source feed the totals PostgreSQL maintains, which none of the
 * columns changed here moves) with their name, e-mail, phone, texts, notes and city removed; replies and notes keep
 * their date with their text erased; subscriptions are deleted (an address-less subscription means nothing, and a
 * confirmed one must never be mailed again); page views lose their city (the daily rollups, anonymous, are kept);
 * the history's titles lose the person's names. A staff account is deleted with its sessions, its name replaced
 * where the site keeps it beside its work; refused for the last administrator. The history records who erased how
 * many records, never what they held.
 */
export async function erasePersonalData(subject: PrivacySubject, actor: { id: number; username: string }) {
  return db.$transaction(async (tx) => {
    const found = await findPersonalData(subject, tx);
    if (found.account)
      await lockAndKeepOneAdministrator(
        tx,
        found.account.id,
        "Impossible d'effacer le compte du dernier administrateur : nommez d'abord un autre administrateur.",
      );
    const identifiers = identifiersOf(found.subject, found.conversions, found.account);
    const conversionIds = found.conversions.map((row) => row.id);

    for (const conversion of found.conversions) {
      const fields = dataFields(conversion.data);
      const kept = Object.fromEntries(
        KEPT_DATA_FIELDS.filter((key) => typeof fields[key] === "string").map((key) => [key, fields[key] as string]),
      );
      await tx.formConversion.update({
        where: { id: conversion.id },
        data: { email: null, data: kept, searchText: "", city: null, lostReason: null, mailError: null },
      });
    }
    const replies = await tx.conversionReply.updateMany({
      where: { conversionId: { in: conversionIds } },
      data: { to: ERASED_TEXT, subject: ERASED_TEXT, content: ERASED_TEXT, error: null },
    });
    const notes = await tx.leadNote.updateMany({
      where: { conversionId: { in: conversionIds } },
      data: { content: ERASED_TEXT },
    });
    // Deleted with their subscriptions (an error the mail server gave may name the address).
    const campaignsReceived = await tx.newsletterCampaignRecipient.deleteMany({
      where: { id: { in: found.campaignsReceived.map((row) => row.id) } },
    });
    const subscriptions = await tx.newsletterSubscriber.deleteMany({
      where: { id: { in: found.subscriptions.map((row) => row.id) } },
    });
    await tx.visit.updateMany({
      where: { id: { in: found.visits.map((row) => row.id) }, city: { not: null } },
      data: { city: null },
    });
    for (const activity of found.activities)
      await tx.activity.update({
        where: { id: activity.id },
        data: {
          title: scrub(activity.title, identifiers),
          description: activity.description === null ? null : scrub(activity.description, identifiers),
        },
      });
    const failedSignIns =
      subject.kind === "email"
        ? await tx.loginFailure.deleteMany({ where: { account: loginSubject(subject.email, "", null).account } })
        : { count: 0 };
    if (found.account) {
      const accountId = found.account.id;
      await tx.revision.updateMany({ where: { authorId: accountId }, data: { authorName: ERASED_ACCOUNT_NAME } });
      await tx.previewLink.updateMany({ where: { creatorId: accountId }, data: { creatorName: ERASED_ACCOUNT_NAME } });
      // Sessions, recovery codes and reset links go with the account (foreign keys cascade); the rest keeps its rows.
      await tx.user.delete({ where: { id: accountId } });
    }

    const report: ErasureReport = {
      conversions: conversionIds.length,
      replies: replies.count,
      notes: notes.count,
      subscriptions: subscriptions.count,
      campaignsReceived: campaignsReceived.count,
      visits: found.visits.length,
      activities: found.activities.length,
      failedSignIns: failedSignIns.count,
      account: found.account !== null,
    };
    await recordActivity(
      {
        type: "privacy",
        title: "Données personnelles effacées",
        description: `Effacement fait par ${actor.username} : ${erasureSummary(report)}.`,
        actorId: actor.id,
      },
      tx,
    );
    return report;
  });
}
