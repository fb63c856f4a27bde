import { isValid, parseISO } from "date-fns";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/**
 * Every date on the site is shown in Abidjan's time zone (GMT all year), whatever the server's.
 * Formatting goes through Intl rather than a time-zone Date subclass: it never reads the current time,
 * so pages that show dates can still be prerendered.
 */
export const SITE_TIME_ZONE = "Africa/Abidjan";

/**
 * How each language of the site writes a date: its Intl locale (English as in Britain), the word between a day and a
 * time, and what stands for a missing date. Here rather than in the catalogues: the back office's client components
 * format dates too, and must not ship the catalogues. The back office passes no language: French.
 */
const DATE_LANGUAGES: Record<Locale, { intl: string; at: string; invalid: string }> = {
  fr: { intl: "fr-FR", at: "à", invalid: "Date non disponible" },
  en: { intl: "en-GB", at: "at", invalid: "Date unavailable" },
};

/** The French week starts on Monday (date-fns `weekStartsOn`). */
export const WEEK_STARTS_ON = 1;

export type DateInput = Date | string | number | null | undefined;

/** The date a value stands for, or null when it is missing or not a valid date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  let date = value instanceof Date ? value : typeof value === "number" ? new Date(value) : parseISO(value);
  if (typeof value === "string" && !isValid(date)) date = new Date(value);
  return isValid(date) ? date : null;
}

function formatter(options: Intl.DateTimeFormatOptions) {
  const formats = Object.fromEntries(
    Object.entries(DATE_LANGUAGES).map(([locale, { intl }]) => [
      locale,
      new Intl.DateTimeFormat(intl, { timeZone: SITE_TIME_ZONE, ...options }),
    ]),
  ) as Record<Locale, Intl.DateTimeFormat>;
  return (value: DateInput, locale: Locale = DEFAULT_LOCALE): string => {
    const date = toDate(value);
    return date ? formats[locale].format(date) : DATE_LANGUAGES[locale].invalid;
  };
}

/** '05 mars 2025', '05 March 2025': blog cards and articles ('dd MMMM yyyy'). */
export const formatDate = formatter({ day: "2-digit", month: "long", year: "numeric" });
/** 'mercredi 5 mars 2025', 'Wednesday, 5 March 2025': article preview. */
export const formatLongDate = formatter({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
/** '05/03/2025': admin tables. */
export const formatShortDate = formatter({ day: "2-digit", month: "2-digit", year: "numeric" });
/** '14:30'. */
export const formatTime = formatter({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** '05/03/2025 à 14:30', '05/03/2025 at 14:30'. */
export function formatDateTime(value: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  const date = toDate(value);
  const { at, invalid } = DATE_LANGUAGES[locale];
  return date ? `${formatShortDate(date, locale)} ${at} ${formatTime(date, locale)}` : invalid;
}

const DAY_MS = 86_400_000;

/** 'Aujourd'hui à 14:30', 'Hier à 09:05', otherwise '05/03/2025 à 14:30': the back office's, in French only. */
export function formatRelativeDate(value: DateInput, now: Date): string {
  const date = toDate(value);
  if (!date) return DATE_LANGUAGES.fr.invalid;
  const day = formatShortDate(date);
  if (day === formatShortDate(now)) return `Aujourd'hui à ${formatTime(date)}`;
  // Abidjan has no daylight saving time: the day before is exactly 24 hours earlier.
  if (day === formatShortDate(now.getTime() - DAY_MS)) return `Hier à ${formatTime(date)}`;
  return formatDateTime(date);
}

/** The first valid date of a list of candidates (publishedAt, then createdAt, then date…). */
export function firstValidDate(...candidates: DateInput[]): Date | null {
  for (const candidate of candidates) {
    const date = toDate(candidate);
    if (date) return date;
  }
  return null;
}

const siteDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Abidjan calendar day of an instant, 'YYYY-MM-DD' (what a date field shows and sends). */
export function siteDay(value: Date): string {
  return siteDayFormat.format(value);
}

/**
 * Whether `value` is a calendar day written 'YYYY-MM-DD' that exists (a date field's value): '2024-02-31', which
 * `Date.parse` rolls over to March, is not one.
 */
export function isSiteDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const start = siteDayStart(value);
  return !Number.isNaN(start.getTime()) && start.toISOString().startsWith(value);
}

/** The instant an Abidjan calendar day 'YYYY-MM-DD' starts (Abidjan is GMT all year: midnight UTC). */
export function siteDayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

// Abidjan keeps UTC all year (GMT, no daylight saving time): its wall-clock time is the UTC one.
const SITE_LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The instant a date and time stand for: '2026-03-05T14:30' (an `<input type="datetime-local">`, in Abidjan's
 * time) or an ISO date with its zone ('2026-03-05T14:30:00.000Z'); null when it is neither.
 */
export function parseSiteDateTime(value: string): Date | null {
  const local = SITE_LOCAL_DATE_TIME.exec(value);
  const date = local ? new Date(`${local[1]}T${local[2]}${local[3] ?? ":00"}Z`) : toDate(value);
  return date && /^\d{4}-/.test(value) && !Number.isNaN(date.getTime()) ? date : null;
}

/** '2026-03-05T14:30': the value of an `<input type="datetime-local">` showing `value` in Abidjan's time. */
export function toSiteDateTimeInput(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toISOString().slice(0, 16) : "";
}
