import { CATALOGUES } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { SERVICE_CATEGORY_IDS, type ServiceCard, type ServiceCategory, type ServiceCategoryId } from "./types";

// The services catalogue: what does not change with the language (ids, icons, gradients, images) is here, the words
// are in the catalogues (messages/<language>.json, ServiceCatalogue), keyed by the same ids. They are plain texts,
// with no ICU argument: read as they are written.

/**
 * The 25 service cards of the home carousels and of the /services summary.
 * Ids 1-5: uxui, 6-10: audiovisual, 11-20: development, 21-25: digital.
 */
const CARDS = [
  { id: 1, categoryId: "uxui", icon: "UserSearch" },
  { id: 2, categoryId: "uxui", icon: "LayoutTemplate" },
  { id: 3, categoryId: "uxui", icon: "Palette" },
  { id: 4, categoryId: "uxui", icon: "MousePointerClick" },
  { id: 5, categoryId: "uxui", icon: "Component" },
  { id: 6, categoryId: "audiovisual", icon: "Clapperboard" },
  { id: 7, categoryId: "audiovisual", icon: "WandSparkles" },
  { id: 8, categoryId: "audiovisual", icon: "Camera" },
  { id: 9, categoryId: "audiovisual", icon: "Drone" },
  { id: 10, categoryId: "audiovisual", icon: "Mic" },
  { id: 11, categoryId: "development", icon: "Globe" },
  { id: 12, categoryId: "development", icon: "Smartphone" },
  { id: 13, categoryId: "development", icon: "Monitor" },
  { id: 14, categoryId: "development", icon: "Database" },
  { id: 15, categoryId: "development", icon: "Network" },
  { id: 16, categoryId: "development", icon: "Cloud" },
  { id: 17, categoryId: "development", icon: "ShieldCheck" },
  { id: 18, categoryId: "development", icon: "Workflow" },
  { id: 19, categoryId: "development", icon: "Plug" },
  { id: 20, categoryId: "development", icon: "Server" },
  { id: 21, categoryId: "digital", icon: "FileText" },
  { id: 22, categoryId: "digital", icon: "MessageCircle" },
  { id: 23, categoryId: "digital", icon: "Search" },
  { id: 24, categoryId: "digital", icon: "Megaphone" },
  { id: 25, categoryId: "digital", icon: "ChartLine" },
] as const satisfies readonly Omit<ServiceCard, "title" | "description">[];

/** Each service family's banner and card: Tailwind gradient stops and illustration. */
const CATEGORY_LOOKS: Record<ServiceCategoryId, Pick<ServiceCategory, "gradient" | "image">> = {
  uxui: { gradient: "from-fuchsia-700 to-violet-800", image: "/images/services/uxui.webp" },
  audiovisual: { gradient: "from-rose-700 to-orange-800", image: "/images/services/audiovisual.webp" },
  development: { gradient: "from-blue-700 to-indigo-800", image: "/images/services/development.webp" },
  digital: { gradient: "from-emerald-700 to-teal-800", image: "/images/services/digital.webp" },
};

/** The 25 service cards in a language. */
export function serviceCards(locale: Locale): ServiceCard[] {
  const texts = CATALOGUES[locale].ServiceCatalogue.cards;
  return CARDS.map((card) => ({ ...card, ...texts[card.id] }));
}

/** The four service families in display order, with their services in the catalogue's order, in a language. */
export function serviceCategories(locale: Locale): ServiceCategory[] {
  const texts = CATALOGUES[locale].ServiceCatalogue.categories;
  return SERVICE_CATEGORY_IDS.map((id) => {
    const { title, description, services } = texts[id];
    return {
      id,
      title,
      description,
      ...CATEGORY_LOOKS[id],
      services: Object.entries(services).map(([serviceId, service]) => ({
        id: serviceId,
        title: service.title,
        description: service.description,
        features: Object.values(service.features),
      })),
    };
  });
}

export function getServiceCategory(locale: Locale, id: string): ServiceCategory | undefined {
  return serviceCategories(locale).find((category) => category.id === id);
}

export function serviceCardsOf(locale: Locale, categoryId: ServiceCategoryId): ServiceCard[] {
  return serviceCards(locale).filter((card) => card.categoryId === categoryId);
}
