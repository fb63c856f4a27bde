import { labelFields, z } from "@/lib/zod";

// 'Conservation des données personnelles' (issue 44): how long the site keeps each kind of personal data before the
// daily job (lib/privacy/retention.ts) or the maintenance sweep removes it; /confidentialite states these durations.
// No Prisma here: the settings screen's form imports the schema.

export interface RetentionSettings {
  /** Raw page views (visits) are deleted after this many months; the daily rollups are kept. */
  visitRetentionMonths: number;
  /** A request marked as spam is anonymised this many days after it was marked (its row stays: counts). */
  spamRetentionDays: number;
  /** A newsletter subscription never confirmed is removed after this many days (its link expires with it). */
  pendingSubscriberDays: number;
  /** Back-office sign-in records (sessions: device, address; failed sign-ins) are deleted after this many days. */
  signInRetentionDays: number;
}

/** The safe defaults: 13 months of audience data (as France's CNIL advises), 30 days, 7 days, 90 days. */
export const DEFAULT_RETENTION_SETTINGS: Readonly<RetentionSettings> = {
  visitRetentionMonths: 13,
  spamRetentionDays: 30,
  pendingSubscriberDays: 7,
  signInRetentionDays: 90,
};

/** A whole number of `unit` between `min` and `max`, with French messages. */
function duration(unit: { one: string; many: string }, min: number, max: number) {
  return z.coerce
    .number(`Indiquez un nombre de ${unit.many}`)
    .int(`Indiquez un nombre entier de ${unit.many}`)
    .min(min, `Au moins ${min} ${min > 1 ? unit.many : unit.one}`)
    .max(max, `${max} ${unit.many} au plus`);
}

const DAYS = { one: "jour", many: "jours" };
const MONTHS = { one: "mois", many: "mois" };

export const retentionSettingsSchema = z.object(
  {
    visitRetentionMonths: duration(MONTHS, 1, 25),
    spamRetentionDays: duration(DAYS, 1, 365),
    pendingSubscriberDays: duration(DAYS, 1, 30),
    signInRetentionDays: duration(DAYS, 1, 365),
  },
  { error: "Les données envoyées sont invalides." },
);

labelFields(retentionSettingsSchema, {
  visitRetentionMonths: "Pages vues détaillées (mois)",
  spamRetentionDays: "Messages marqués comme spam (jours)",
  pendingSubscriberDays: "Inscriptions à la newsletter non confirmées (jours)",
  signInRetentionDays: "Connexions au back-office (jours)",
});

export type RetentionSettingsFormValues = z.input<typeof retentionSettingsSchema>;

/** The durations' columns in the settings row. */
export const RETENTION_SETTING_COLUMNS = {
  visitRetentionMonths: true,
  spamRetentionDays: true,
  pendingSubscriberDays: true,
  signInRetentionDays: true,
} as const satisfies Record<keyof RetentionSettings, true>;

/** Those columns and the job's last run: what the agency's public details leave out. */
export const RETENTION_COLUMNS = { ...RETENTION_SETTING_COLUMNS, retentionAppliedAt: true } as const;
