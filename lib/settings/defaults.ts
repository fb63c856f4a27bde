import type { SiteSettings } from "@/lib/generated/prisma/client";
import { MEDIA_RETENTION_DEFAULT_DAYS, NEWSLETTER_RATE_LIMITS } from "@/lib/settings/schemas";

/** The agency's public details, contact links and headline figures (not the security settings). */
export type SiteSettingsView = Omit<SiteSettings, "id" | "contentSeededAt" | "updatedAt" | "requireAdminTwoFactor">;

/** The agency's details until an administrator edits them in /admin/settings. */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettingsView> = {
  companyName: "Agence Digitale Abidjan",
  phone: "+225 07 07 07 07 07",
  email: "contact@agence-digitale.ci",
  address: "Cocody, Abidjan, Côte d'Ivoire",
  facebookUrl: "https://www.facebook.com/agencedigitaleabidjan",
  instagramUrl: "https://www.instagram.com/agencedigitaleabidjan",
  linkedinUrl: "https://www.linkedin.com/company/agence-digitale-abidjan",
  twitterUrl: null,
  youtubeUrl: null,
  statProjects: "150+",
  statExperts: "30+",
  statYears: "10+",
  statSatisfaction: "98%",
  shareImage: null,
  mediaRetentionDays: MEDIA_RETENTION_DEFAULT_DAYS,
  webVitalsSamplePercent: 100,
  newsletterMailsPerMinute: NEWSLETTER_RATE_LIMITS.default,
};
