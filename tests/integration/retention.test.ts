// 'Conservation des données personnelles' (lib/privacy/retention.ts, lib/settings/retention.ts): each duration on both
// sides of its limit, the dashboard's figures and the rollups unchanged by a run, one run a day under the backups'
// lock whatever the number of instances, against this file's PostgreSQL database.
import { randomBytes, randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { withBackupLock } from "@/lib/backup-lock";
import { db } from "@/lib/db";
import { dashboardStats, dashboardVisitorStats } from "@/lib/dashboard";
import { setLeadSpam } from "@/lib/leads";
import { submitContactMessage } from "@/lib/messages";
import { contactMessageSchema } from "@/lib/messages/visitor-schemas";
import { removeUnconfirmedSubscribers } from "@/lib/newsletter";
import { applyRetention, RETENTION_BATCH, runDailyRetention } from "@/lib/privacy/retention";
import { findRetentionSettings, updateRetentionSettings } from "@/lib/settings/retention";
import { DEFAULT_RETENTION_SETTINGS, retentionSettingsSchema } from "@/lib/settings/retention-schema";
import { recordVisit } from "@/lib/visits";
import PrivacyPage from "@/app/[locale]/(site)/confidentialite/page";
import { createTestUser } from "../helpers/auth";
import { renderedTextOf } from "../helpers/react-text";

const NOW = new Date("2026-11-29T12:00:00Z");
const DAY_MS = 86_400_000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let admin: Awaited<ReturnType<typeof createTestUser>>;

beforeEach(async () => {
  await db.$executeRawUnsafe(
    "TRUNCATE visits, visitor_sessions, visitor_days, visit_daily_totals, visit_daily_pages, visit_daily_places, " +
      "form_conversions, newsletter_subscribers, sessions, login_failures, activities, users CASCADE",
  );
  await db.siteSettings.updateMany({ data: { ...DEFAULT_RETENTION_SETTINGS, retentionAppliedAt: null } });
  admin = await createTestUser("admin");
});

const visit = (at: Date, city = "Abidjan", sessionId = randomUUID()) =>
  recordVisit({ sessionId, page: "/contact", referrer: null, country: "CI", city, at });

/** A contact message marked as spam at `markedAt`, with its city. */
async function spamMessage(name: string, markedAt: Date, sessionId?: string) {
  const { id } = await submitContactMessage(
    contactMessageSchema().parse({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@exemple.ci`,
      subject: "Offre exceptionnelle",
      message: `Bonjour, je suis ${name}, écrivez-moi au +225 07 11 22 33 44.`,
      page: "/contact",
      sessionId,
    }),
  );
  await setLeadSpam(id, true, admin.id);
  await db.formConversion.update({ where: { id }, data: { spamAt: markedAt, city: "Bouaké" } });
  return id;
}

async function signInRecord(createdAt: Date) {
  await db.session.create({
    data: {
      id: randomBytes(32).toString("hex"),
      userId: admin.id,
      createdAt,
      lastSeenAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + 12 * 3_600_000),
      userAgent: "Mozilla/5.0",
      clientAddress: "203.0.113.7",
    },
  });
  await db.loginFailure.create({
    data: { account: "a".repeat(64), client: "c".repeat(64), kind: "password", createdAt },
  });
}

describe("the retention settings", () => {
  it("default to 13 months of page views, 30 days of spam, 7 days of unconfirmed subscriptions, 90 days of sign-ins", async () => {
    await db.siteSettings.deleteMany();
    expect(await findRetentionSettings()).toEqual({
      visitRetentionMonths: 13,
      spamRetentionDays: 30,
      pendingSubscriberDays: 7,
      signInRetentionDays: 90,
    });
  });

  it("are bounded, with French messages, and saved with an entry in the history", async () => {
    const refused = retentionSettingsSchema.safeParse({
      visitRetentionMonths: "26",
      spamRetentionDays: "0",
      pendingSubscriberDays: "31",
      signInRetentionDays: "1,5",
    });
    expect(refused.success).toBe(false);
    expect(Object.fromEntries(refused.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      visitRetentionMonths: "25 mois au plus",
      spamRetentionDays: "Au moins 1 jour",
      pendingSubscriberDays: "30 jours au plus",
      signInRetentionDays: "Indiquez un nombre de jours",
    });
    const input = retentionSettingsSchema.parse({
      visitRetentionMonths: "6",
      spamRetentionDays: "14",
      pendingSubscriberDays: "3",
      signInRetentionDays: "30",
    });
    expect(await updateRetentionSettings(input, admin)).toEqual({
      visitRetentionMonths: 6,
      spamRetentionDays: 14,
      pendingSubscriberDays: 3,
      signInRetentionDays: 30,
    });
    expect(await findRetentionSettings()).toEqual(input);
    expect(await db.activity.findFirst({ where: { type: "settings", actorId: admin.id } })).toMatchObject({
      title: "Durées de conservation des données personnelles modifiées",
    });
  });
});

describe("the privacy page", () => {
  it("states the saved durations and the agency's address to write to", async () => {
    await updateRetentionSettings(
      { visitRetentionMonths: 6, spamRetentionDays: 45, pendingSubscriberDays: 1, signInRetentionDays: 60 },
      admin,
    );
    await db.siteSettings.update({ where: { id: 1 }, data: { email: "vie-privee@agence.ci" } });
    const text = renderedTextOf(await PrivacyPage()).replace(/\s+/g, " ");
    expect(text).toContain("supprimé après 6 mois");
    expect(text).toContain("45 jours après leur classement en spam");
    expect(text).toContain("l'adresse est effacée après 1 jour.");
    expect(text).toContain("effacées après 60 jours");
    expect(text).toContain("vie-privee@agence.ci");
    expect(text).toContain("2013-450");
  });
});

describe("a run", () => {
  it("deletes page views a day past 13 months and keeps those a day within, with their visitor days", async () => {
    // 13 months before NOW: 2025-10-29T12:00Z.
    await visit(new Date("2025-10-28T12:00:00Z"));
    await visit(new Date("2025-10-30T12:00:00Z"));
    const report = await applyRetention(NOW);
    expect(report).toMatchObject({ visits: 1, visitorDays: 1 });
    expect((await db.visit.findMany({ select: { createdAt: true } })).map((row) => row.createdAt)).toEqual([
      new Date("2025-10-30T12:00:00Z"),
    ]);
    expect((await db.visitorDay.findMany()).map((row) => row.day.toISOString().slice(0, 10))).toEqual(["2025-10-30"]);
    // The rollups keep both days.
    expect(await db.visitDailyTotal.count()).toBe(2);
  });

  it("anonymises spam a day past 30 days after it was marked, as an erasure does, and leaves spam a day within", async () => {
    const sessionId = randomUUID();
    await visit(daysBefore(40), "Bouaké", sessionId);
    const old = await spamMessage("Koffi Ancien", daysBefore(31), sessionId);
    const recent = await spamMessage("Awa Récente", daysBefore(29));
    const report = await applyRetention(NOW);
    expect(report.spam).toBe(1);

    const anonymised = await db.formConversion.findUniqueOrThrow({ where: { id: old } });
    expect(anonymised).toMatchObject({ email: null, data: {}, searchText: "", city: null, formType: "contact" });
    expect(anonymised.spamAt).toEqual(daysBefore(31));
    const history = await db.activity.findMany({
      where: { targetId: old, type: { in: ["message", "form_conversion"] } },
    });
    expect(history.length).toBeGreaterThan(0);
    for (const entry of history) expect(`${entry.title} ${entry.description}`).not.toContain("Koffi Ancien");
    expect((await db.visit.findFirstOrThrow({ where: { sessionId } })).city).toBeNull();

    const kept = await db.formConversion.findUniqueOrThrow({ where: { id: recent } });
    expect(kept).toMatchObject({ email: "awa.r.cente@exemple.ci", city: "Bouaké" });
    expect(kept.data).toMatchObject({ name: "Awa Récente" });
    // Anonymised once: a second run finds nothing left to do.
    expect((await applyRetention(NOW)).spam).toBe(0);
  });

  it("deletes sign-in records a day past 90 days and keeps those a day within", async () => {
    await signInRecord(daysBefore(91));
    await signInRecord(daysBefore(89));
    expect(await applyRetention(NOW)).toMatchObject({ sessions: 1, failedSignIns: 1 });
    expect((await db.session.findMany()).map((row) => row.createdAt)).toEqual([daysBefore(89)]);
    expect((await db.loginFailure.findMany()).map((row) => row.createdAt)).toEqual([daysBefore(89)]);
  });

  it("follows the settings: 1 month of page views, 5 days of spam, 10 days of sign-ins", async () => {
    await updateRetentionSettings(
      { visitRetentionMonths: 1, spamRetentionDays: 5, pendingSubscriberDays: 7, signInRetentionDays: 10 },
      admin,
    );
    await visit(new Date("2026-10-28T12:00:00Z"));
    await visit(new Date("2026-10-30T12:00:00Z"));
    await spamMessage("Six Jours", daysBefore(6));
    await spamMessage("Quatre Jours", daysBefore(4));
    await signInRecord(daysBefore(11));
    await signInRecord(daysBefore(9));
    expect(await applyRetention(NOW)).toEqual({ visits: 1, visitorDays: 1, spam: 1, sessions: 1, failedSignIns: 1 });
  });

  it("removes unconfirmed subscriptions after the setting's days (7, then 3), in the maintenance sweep", async () => {
    const pending = (email: string, days: number) =>
      db.newsletterSubscriber.create({ data: { email, status: "pending", subscribedAt: daysBefore(days) } });
    await pending("huit@exemple.ci", 8);
    await pending("six@exemple.ci", 6);
    await pending("quatre@exemple.ci", 4);
    await pending("deux@exemple.ci", 2);
    await db.newsletterSubscriber.create({
      data: { email: "confirme@exemple.ci", status: "confirmed", subscribedAt: daysBefore(400) },
    });
    expect(await removeUnconfirmedSubscribers(NOW)).toBe(1);
    await updateRetentionSettings({ ...DEFAULT_RETENTION_SETTINGS, pendingSubscriberDays: 3 }, admin);
    expect(await removeUnconfirmedSubscribers(NOW)).toBe(2);
    expect((await db.newsletterSubscriber.findMany({ orderBy: { email: "asc" } })).map((row) => row.email)).toEqual([
      "confirme@exemple.ci",
      "deux@exemple.ci",
    ]);
  });

  it("deletes in batches of 5,000 until nothing is left past the limit", async () => {
    const count = RETENTION_BATCH * 2 + 1;
    await db.$executeRaw`
      INSERT INTO visits (session_id, page, created_at)
      SELECT gen_random_uuid(), '/', ${new Date("2024-01-01T00:00:00Z")}::timestamptz + make_interval(secs => n)
      FROM generate_series(1, ${count}) AS n`;
    await visit(daysBefore(1));
    expect((await applyRetention(NOW)).visits).toBe(count);
    expect(await db.visit.count()).toBe(1);
  });

  it("leaves every rollup, maintained total and dashboard figure as it was, and records counts only in the history", async () => {
    const sessions = [randomUUID(), randomUUID(), randomUUID()];
    for (const [index, sessionId] of sessions.entries()) {
      await visit(new Date("2025-06-01T10:00:00Z"), "Yamoussoukro", sessionId);
      await visit(new Date(`2025-09-0${index + 1}T10:00:00Z`), "San-Pédro", sessionId);
      await visit(daysBefore(index + 2), "Abidjan", sessionId);
    }
    await spamMessage("Yao Pourriel", daysBefore(60), sessions[0]);
    await signInRecord(daysBefore(120));

    const figures = async () => {
      const [totals, days, visitTotals, visitPages, visitPlaces, visitorSessions, counters] = await Promise.all([
        db.formConversionTotal.findMany({ orderBy: [{ formType: "asc" }, { status: "asc" }, { stage: "asc" }] }),
        db.formConversionDay.findMany({ orderBy: [{ day: "asc" }, { formType: "asc" }, { status: "asc" }] }),
        db.visitDailyTotal.findMany({ orderBy: { day: "asc" } }),
        db.visitDailyPage.findMany({ orderBy: [{ day: "asc" }, { page: "asc" }] }),
        db.visitDailyPlace.findMany({ orderBy: [{ day: "asc" }, { city: "asc" }] }),
        db.visitorSession.findMany({ orderBy: { sessionId: "asc" } }),
        db.counter.findMany({ where: { name: { notIn: ["activities", "activities.unread"] } } }),
      ]);
      return {
        dashboard: await dashboardStats(),
        all: (await dashboardVisitorStats("all")).stats,
        month: (await dashboardVisitorStats("30")).stats,
        totals,
        days,
        visitTotals,
        visitPages,
        visitPlaces,
        visitorSessions,
        counters,
      };
    };
    const before = await figures();
    expect(before.all.totalVisits).toBe(9);

    const report = await applyRetention(NOW);
    // June and September 2025 are past 13 months: 6 page views, 6 (day, visitor) pairs.
    expect(report).toEqual({ visits: 6, visitorDays: 6, spam: 1, sessions: 1, failedSignIns: 1 });
    expect(await figures()).toEqual(before);

    const [entry, ...more] = await db.activity.findMany({ where: { type: "privacy" } });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ title: "Durées de conservation appliquées", actorId: null });
    expect(entry!.description).toBe(
      "Purge quotidienne : 6 page(s) vue(s) et 6 jour(s) de visite supprimés, 1 spam(s) anonymisé(s), " +
        "1 session(s) et 1 échec(s) de connexion au back-office supprimés.",
    );
    // Nothing to do: no entry.
    await applyRetention(NOW);
    expect(await db.activity.count({ where: { type: "privacy" } })).toBe(1);
  });
});

describe("the daily run", () => {
  it("runs once a day across instances: two at once do the work once, a later one the same day does nothing", async () => {
    await visit(new Date("2025-01-01T12:00:00Z"));
    await visit(new Date("2025-01-02T12:00:00Z"));
    await signInRecord(daysBefore(100));
    const outcomes = await Promise.all([runDailyRetention(NOW), runDailyRetention(NOW)]);
    const reports = outcomes.filter((outcome) => typeof outcome === "object");
    expect(reports).toEqual([{ visits: 2, visitorDays: 2, spam: 0, sessions: 1, failedSignIns: 1 }]);
    expect(outcomes.filter((outcome) => typeof outcome === "string")).toEqual([expect.stringMatching(/^(busy|done)$/)]);
    expect(await db.activity.count({ where: { type: "privacy" } })).toBe(1);

    await visit(new Date("2025-01-03T12:00:00Z"));
    expect(await runDailyRetention(new Date(NOW.getTime() + 3_600_000))).toBe("done");
    expect(await db.visit.count()).toBe(1);
    // The next day it runs again.
    expect(await runDailyRetention(new Date(NOW.getTime() + DAY_MS))).toMatchObject({ visits: 1 });
  });

  it("waits while a backup holds the lock: nothing is done, and the next look runs it", async () => {
    await visit(new Date("2025-01-01T12:00:00Z"));
    const during = await withBackupLock(process.env.DATABASE_URL!, false, () => runDailyRetention(NOW));
    expect(during).toBe("busy");
    expect(await db.visit.count()).toBe(1);
    expect(await runDailyRetention(NOW)).toMatchObject({ visits: 1 });
    expect(await db.visit.count()).toBe(0);
  });
});
