import "server-only";
import { db, type DbClient } from "@/lib/db";
import { percent, FUNNEL_FORM_TYPES, type DailyVisits } from "@/lib/dashboard/rules";
import type { ConversionStatus, FormType } from "@/lib/generated/prisma/enums";
import { RECEIVED_STATUSES } from "@/lib/messages/rules";
import { sumDaysByFormTypeAndStatus } from "@/lib/messages/totals";
import { countUnreadMessages } from "@/lib/messages/inbox";
import { countActiveAdministrators } from "@/lib/users";
import { findVisitorStats } from "@/lib/visits";
import { countryName } from "@/lib/visits/geo";
import { periodStart, type StatsPeriod } from "@/lib/visits/period";

/** The dashboard's four cards (spec: projects, blogPosts, users, messages). */
export interface DashboardStats {
  /** Every project, drafts included. */
  projects: number;
  /** Every blog article, drafts included. */
  blogPosts: number;
  /** Active administrators: administrators who have signed in. */
  users: number;
  /** Unread messages (submitted, not yet processed). */
  messages: number;
}

export async function dashboardStats(): Promise<DashboardStats> {
  const [projects, blogPosts, users, messages] = await Promise.all([
    db.project.count(),
    db.blogPost.count(),
    countActiveAdministrators(),
    countUnreadMessages(),
  ]);
  return { projects, blogPosts, users, messages };
}

/** The funnel of one form type over a period (spec: conversionStats). */
export interface ConversionStat {
  form_type: FormType;
  /** Forms started (or sent directly) in the period. */
  total: number;
  /** Sent: 'completed' and 'processed' (a processed message was sent, then handled). */
  completed: number;
  abandoned: number;
  /** completed / total × 100, to one decimal. */
  completionRate: number;
}

/**
 * The funnel per form type, for the forms started since `since` (all time when null), from the totals PostgreSQL keeps
 * per day (lib/messages/totals.ts): every form type of the spec present (zeros included), in the spec's order.
 */
export async function findConversionStats(since: Date | null, client: DbClient = db): Promise<ConversionStat[]> {
  const rows = await sumDaysByFormTypeAndStatus({}, since, client);
  return FUNNEL_FORM_TYPES.map((formType) => {
    const ofType = rows.filter((row) => row.formType === formType);
    const sum = (statuses: readonly ConversionStatus[]) =>
      ofType.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.count, 0);
    const total = sum(["started", "completed", "abandoned", "processed"]);
    const completed = sum(RECEIVED_STATUSES);
    return {
      form_type: formType,
      total,
      completed,
      abandoned: sum(["abandoned"]),
      completionRate: percent(completed, total),
    };
  });
}

/** The dashboard's Performance panel over a period (spec: visitor stats), country names in French. */
export interface DashboardVisitorStats {
  totalVisits: number;
  uniqueVisits: number;
  /** `country` is the French name, `code` the ISO 3166-1 code. */
  countryStats: { country: string; code: string; count: number }[];
  cityStats: { city: string; country: string; code: string; count: number }[];
  pageStats: { page: string; count: number }[];
  /** Days with visits, oldest first. */
  dailyStats: DailyVisits[];
  conversionStats: ConversionStat[];
  /** The share of the period's unique visitors who sent a form in it, in percent to one decimal (never above 100). */
  conversionRate: number;
}

/**
 * The visitor sessions of the period (those `uniqueVisits` counts) that sent a form of any type in it. A form sent
 * from a session without a counted visit is left out: bots, whose visits are never counted, and clients that send
 * no session, so that the numerator is always a part of the denominator. Each session knows when it last sent a form
 * (visitor_sessions.last_conversion_at, kept by PostgreSQL): an index-only count of the sessions of the period.
 */
export async function countConvertedSessions(since: Date | null, client: DbClient = db): Promise<number> {
  return client.visitorSession.count({
    where: { lastConversionAt: { gte: since ?? new Date(0) }, lastSeen: { gte: since ?? new Date(0) } },
  });
}

export interface PeriodStats {
  period: StatsPeriod;
  /** First day of the period ('yyyy-mm-dd'), null for all time; the period ends today. */
  from: string | null;
  to: string;
  stats: DashboardVisitorStats;
}

export async function dashboardVisitorStats(period: StatsPeriod, now = new Date()): Promise<PeriodStats> {
  const since = periodStart(period, now);
  const [visitors, conversionStats, convertedSessions] = await Promise.all([
    findVisitorStats(since),
    findConversionStats(since),
    countConvertedSessions(since),
  ]);
  return {
    period,
    from: since?.toISOString().slice(0, 10) ?? null,
    to: now.toISOString().slice(0, 10),
    stats: {
      ...visitors,
      countryStats: visitors.countryStats.map(({ country, count }) => ({
        country: countryName(country),
        code: country,
        count,
      })),
      cityStats: visitors.cityStats.map(({ city, country, count }) => ({
        city,
        country: country ? countryName(country) : "",
        code: country,
        count,
      })),
      conversionStats,
      conversionRate: percent(convertedSessions, visitors.uniqueVisits),
    },
  };
}
