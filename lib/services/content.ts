import { CATALOGUES } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import type { Testimonial } from "@/lib/projects/types";

// The /services page's benefits and process, and the static testimonials: their words are in the catalogues
// (messages/<language>.json, ServiceCatalogue), keyed by the ids below.

const BENEFITS = [
  { id: "expertise", icon: "Award" },
  { id: "collaboration", icon: "Handshake" },
  { id: "quality", icon: "ShieldCheck" },
  { id: "innovation", icon: "Lightbulb" },
] as const;

/** The four benefit cards of the /services header, in a language. */
export function serviceBenefits(locale: Locale) {
  const texts = CATALOGUES[locale].ServiceCatalogue.benefits;
  return BENEFITS.map((benefit) => ({ ...benefit, ...texts[benefit.id] }));
}

const PROCESS_STEP_IDS = ["consultation", "planning", "design", "testing", "delivery"] as const;

/** The five steps of the /services process, in a language. */
export function processSteps(locale: Locale) {
  const texts = CATALOGUES[locale].ServiceCatalogue.steps;
  return PROCESS_STEP_IDS.map((id) => ({ id, ...texts[id] }));
}

/** The static client testimonials' clients (fictional), with who speaks for each. */
const TESTIMONIALS = [
  { id: "ebene-logistique", author: "Koffi Yao" },
  { id: "banque-des-lagunes", author: "Aminata Diallo" },
  { id: "maquis-gourmet", author: "Serge Kouamé" },
] as const;

/** The static client testimonials (service pages and /projects), in a language. */
export function staticTestimonials(locale: Locale): Testimonial[] {
  const texts = CATALOGUES[locale].ServiceCatalogue.testimonials;
  return TESTIMONIALS.map(({ id, author }) => ({ author, ...texts[id] }));
}
