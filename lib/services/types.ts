export const SERVICE_CATEGORY_IDS = ["uxui", "audiovisual", "development", "digital"] as const;
export type ServiceCategoryId = (typeof SERVICE_CATEGORY_IDS)[number];

/** A service card of the home carousels and the /services summary (25 in all, ids 1 to 25). */
export interface ServiceCard {
  id: number;
  title: string;
  description: string;
  categoryId: ServiceCategoryId;
  /** Name of a lucide-react icon, e.g. "Palette". */
  icon: string;
}

/** A service as presented on its category page, with its feature list. */
export interface ServiceDetail {
  /** Its key in the catalogue (ServiceCatalogue.categories.<category>.services), e.g. "research". */
  id: string;
  title: string;
  description: string;
  features: string[];
}

export interface ServiceCategory {
  id: ServiceCategoryId;
  title: string;
  description: string;
  /** Tailwind gradient stops for the banner and cards, e.g. "from-fuchsia-600 to-violet-700". */
  gradient: string;
  /** Illustration under public/, e.g. "/images/services/uxui.webp". */
  image: string;
  services: ServiceDetail[];
}
