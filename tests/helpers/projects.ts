import type { ProjectInput } from "@/lib/projects/schemas";

/** A valid body of the project form (a draft with two images), with `overrides` applied. */
export function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    title: "Refonte du portail Akwaba",
    category: "Développement Web",
    client: "Akwaba Voyages",
    date: "Mars 2026",
    description: {
      about: "Un portail de réservation de voyages pour la Côte d'Ivoire.",
      challenge: "Des réservations abandonnées sur mobile, faute de paiement local.",
      solution: "Un parcours en trois étapes avec paiement Mobile Money intégré.",
      results: "Deux fois plus de réservations terminées en trois mois.",
    },
    technologies: ["Next.js", "PostgreSQL"],
    tags: ["Tourisme", "Paiement"],
    images: ["/images/projects/a.webp", "/images/projects/b.webp"],
    ...overrides,
  };
}
