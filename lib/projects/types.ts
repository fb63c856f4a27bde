export const PROJECT_CATEGORIES = [
  "UX/UI Design",
  "Communication Audiovisuelle",
  "Développement Informatique",
  "Communication Digitale",
  "Développement Web",
  "Développement Mobile",
] as const;
export type ProjectCategoryLabel = (typeof PROJECT_CATEGORIES)[number];

export interface Testimonial {
  content: string;
  author: string;
  position: string;
}

/** A portfolio project as the site and the API present it (spec 'Project'). */
export interface ProjectContent {
  title: string;
  category: ProjectCategoryLabel;
  client: string;
  /** Free text such as 'Mars 2024'. */
  date: string;
  description: { about: string; challenge: string; solution: string; results: string };
  technologies: string[];
  tags: string[];
  duration: string | null;
  teamSize: string | null;
  testimonial: Testimonial | null;
  websiteUrl: string | null;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  featured: boolean;
  featuredImageIndex: number;
  /** Paths under public/ or /uploads/; the first is the hero. */
  images: string[];
}
