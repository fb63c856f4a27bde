import { z } from "@/lib/zod";
import { seoFieldsSchema } from "@/lib/seo-fields";

// The public pages whose text is in the code, each with the title and description it shows when its SEO fields are
// empty. Client components import it (the 'Référencement des pages' screen shows these defaults): no Prisma here.

export const STATIC_PAGES = {
  home: {
    label: "Accueil",
    path: "/",
    // The home page's title starts with the company's name, which the settings hold.
    title: "design, vidéo, développement et marketing digital",
    description:
      "Agence digitale à Abidjan (Cocody) : design UX/UI, communication audiovisuelle, développement web et mobile, communication digitale. Demandez votre devis.",
  },
  services: {
    label: "Services",
    path: "/services",
    title: "Nos services",
    description:
      "UX/UI design, communication audiovisuelle, développement informatique (web, mobile, cloud, cybersécurité) et communication digitale : les services de notre agence à Abidjan.",
  },
  "services-detail": {
    label: "Détail des services",
    path: "/services-detail",
    title: "Détail de nos services",
    description:
      "Le détail de chacun de nos services : design UX/UI, production audiovisuelle, développement informatique et communication digitale.",
  },
  about: {
    label: "À propos",
    path: "/about",
    title: "À propos de l'agence",
    description:
      "Notre histoire, notre mission, notre vision et nos valeurs : une agence digitale ivoirienne qui accompagne les entreprises d'Abidjan et de toute la Côte d'Ivoire.",
  },
  contact: {
    label: "Contact",
    path: "/contact",
    title: "Contact",
    description:
      "Contactez notre agence digitale à Cocody, Abidjan : téléphone, e-mail, adresse et plan d'accès. Nous répondons rapidement à toutes vos demandes.",
  },
  "start-project": {
    label: "Démarrer un projet",
    path: "/start-project",
    title: "Démarrer un projet",
    description:
      "Présentez-nous votre projet digital : site web, application mobile, design, vidéo ou campagne. Nous vous répondons avec une proposition sur mesure.",
  },
  devis: {
    label: "Demander un devis",
    path: "/devis",
    title: "Demander un devis",
    description:
      "Demandez un devis gratuit à notre agence digitale d'Abidjan : design, vidéo, site web, application mobile ou campagne digitale. Réponse rapide, sans engagement.",
  },
  confidentialite: {
    label: "Confidentialité",
    path: "/confidentialite",
    title: "Confidentialité et données personnelles",
    description:
      "Ce que notre agence conserve de vos messages, demandes de devis, inscriptions à la newsletter et visites, pourquoi, combien de temps, et comment exercer vos droits.",
  },
  blog: {
    label: "Blog",
    path: "/blog",
    title: "Blog",
    description:
      "Conseils UX/UI, vidéo, développement web et mobile, réseaux sociaux et référencement : les articles de notre agence digitale à Abidjan.",
  },
  projects: {
    label: "Projets",
    path: "/projects",
    title: "Nos projets",
    description:
      "Applications mobiles, sites web, identités visuelles, films et campagnes digitales : découvrez les projets réalisés par notre agence à Abidjan.",
  },
} as const satisfies Record<string, { label: string; path: string; title: string; description: string }>;

export type StaticPageKey = keyof typeof STATIC_PAGES;
export const STATIC_PAGE_KEYS = Object.keys(STATIC_PAGES) as StaticPageKey[];

/** The home page's default title, with the company's name. */
export function homeTitle(companyName: string): string {
  return `${companyName} : ${STATIC_PAGES.home.title}`;
}

/** One page's SEO fields as its form on the 'Référencement des pages' screen sends them. */
export const pageSeoSchema = seoFieldsSchema.extend({
  page: z.enum(STATIC_PAGE_KEYS as [StaticPageKey, ...StaticPageKey[]], "Page inconnue"),
});
export type PageSeoInput = z.input<typeof pageSeoSchema>;
