import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { findSiteSettings, updateSiteSettings } from "@/lib/settings";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";
import { siteSettingsSchema } from "@/lib/settings/schemas";
import { createTestUser } from "../helpers/auth";

const form = {
  companyName: "  Agence Digitale Abidjan  ",
  phone: "+225 01 02 03 04 05",
  email: "bonjour@agence.ci",
  address: "Plateau, Abidjan",
  facebookUrl: "https://www.facebook.com/agence",
  instagramUrl: "",
  linkedinUrl: "",
  twitterUrl: "",
  youtubeUrl: "https://www.youtube.com/@agence",
  statProjects: "200+",
  statExperts: "35+",
  statYears: "12+",
  statSatisfaction: "99%",
  webVitalsSamplePercent: "25",
  shareImage: "",
  mediaRetentionDays: "45",
  newsletterMailsPerMinute: "120",
};

describe("site settings", () => {
  it("are saved from the form (trimmed, empty links as none), read back, and recorded as an activity", async () => {
    const admin = await createTestUser("admin");
    const saved = await updateSiteSettings(siteSettingsSchema.parse(form), admin);
    const expected = {
      ...form,
      companyName: "Agence Digitale Abidjan",
      instagramUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      webVitalsSamplePercent: 25,
      shareImage: null,
      mediaRetentionDays: 45,
      newsletterMailsPerMinute: 120,
    };
    expect(saved).toEqual(expected);
    expect(await findSiteSettings()).toEqual(expected);
    expect(await db.activity.findFirst({ where: { type: "settings", actorId: admin.id } })).toMatchObject({
      title: "Paramètres du site mis à jour",
    });
  });

  it("are the defaults before anyone saved them", async () => {
    await db.siteSettings.deleteMany();
    expect(await findSiteSettings()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it("refuse a link that is not a web address, a missing e-mail or a figure longer than 20 characters, in French", () => {
    const result = siteSettingsSchema.safeParse({
      ...form,
      linkedinUrl: "javascript:alert(1)",
      email: "",
      statYears: "x".repeat(21),
      webVitalsSamplePercent: "101",
      newsletterMailsPerMinute: "0",
    });
    expect(result.success).toBe(false);
    expect(result.error!.flatten().fieldErrors).toEqual({
      linkedinUrl: ["URL invalide"],
      email: ["L'adresse e-mail est requise"],
      statYears: ["20 caractères au maximum"],
      webVitalsSamplePercent: ["Indiquez un pourcentage entier entre 0 et 100"],
      newsletterMailsPerMinute: ["Indiquez un nombre entier d'e-mails par minute entre 1 et 1000"],
    });
  });
});
