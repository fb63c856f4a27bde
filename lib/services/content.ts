import type { Testimonial } from "@/lib/projects/types";

/** The four benefit cards of the /services header. */
export const SERVICE_BENEFITS = [
  {
    title: "Expertise Technique",
    description:
      "Des spécialistes confirmés dans chaque métier : design, vidéo, développement, réseaux et marketing digital.",
    icon: "Award",
  },
  {
    title: "Approche Collaborative",
    description: "Nous construisons avec vous, étape par étape, avec des points réguliers et des décisions partagées.",
    icon: "Handshake",
  },
  {
    title: "Qualité Garantie",
    description: "Tests systématiques, livrables documentés et un accompagnement après la mise en ligne.",
    icon: "ShieldCheck",
  },
  {
    title: "Innovation Continue",
    description:
      "Une veille permanente pour vous proposer les outils et les pratiques qui font vraiment la différence.",
    icon: "Lightbulb",
  },
] as const;

/** The five steps of the /services process. */
export const PROCESS_STEPS = [
  {
    title: "Consultation et analyse",
    description: "Nous écoutons vos objectifs, étudions votre marché et vos utilisateurs pour définir le vrai besoin.",
  },
  {
    title: "Planification et stratégie",
    description: "Nous proposons une solution, un planning et un budget clairs, validés avec vous avant de commencer.",
  },
  {
    title: "Conception et développement",
    description:
      "Nos équipes conçoivent et réalisent votre projet, avec des démonstrations régulières de l'avancement.",
  },
  {
    title: "Tests et validation",
    description: "Chaque livrable est testé sur de vrais appareils et validé avec vous avant la mise en ligne.",
  },
  {
    title: "Livraison et support",
    description:
      "Nous mettons en production, formons vos équipes et restons à vos côtés pour faire évoluer la solution.",
  },
] as const;

/** Static client testimonials (service pages and /projects). Clients are fictional. */
export const TESTIMONIALS: Testimonial[] = [
  {
    content:
      "Une équipe à l'écoute, disponible et rigoureuse. Notre nouveau site est plus rapide, plus clair, et nos demandes de devis ont doublé en trois mois.",
    author: "Koffi Yao",
    position: "Directeur général, Ébène Logistique",
  },
  {
    content:
      "Le film institutionnel réalisé pour nos 20 ans a été salué par nos partenaires. Tout a été géré de l'écriture au montage, dans les délais et le budget.",
    author: "Aminata Diallo",
    position: "Responsable communication, Banque des Lagunes",
  },
  {
    content:
      "Grâce à leur accompagnement sur les réseaux sociaux et le référencement local, nos restaurants sont enfin visibles à Abidjan. Les résultats sont mesurés chaque mois.",
    author: "Serge Kouamé",
    position: "Fondateur, Maquis Gourmet",
  },
];
