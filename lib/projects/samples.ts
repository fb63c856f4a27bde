import type { ProjectContent } from "./types";

/** Slugs used to name the sample projects' images under public/images/projects/. */
export const SAMPLE_PROJECT_SLUGS = ["lagunia-pay-refonte-ux-ui", "savane-energie-service-client"] as const;

function imagesOf(slug: string): string[] {
  return [1, 2, 3].map((n) => `/images/projects/${slug}-${n}.webp`);
}

/**
 * The two built-in sample projects (spec 'Built-in fallbacks'), shown when the
 * projects list cannot be loaded. Clients and products are fictional.
 */
export const SAMPLE_PROJECTS: ProjectContent[] = [
  {
    title: "Lagunia Pay : refonte de l’expérience d’une application de paiement",
    category: "UX/UI Design",
    client: "Lagunia Finance SA",
    date: "Mars 2025",
    description: {
      about:
        "Lagunia Pay est une application de transfert d’argent et de paiement marchand utilisée par des commerçants et des particuliers à Abidjan, Bouaké et San-Pedro. Elle permet d’envoyer de l’argent, de payer des factures et de recharger un compte depuis un portefeuille Mobile Money. Lagunia Finance nous a confié la refonte complète de son parcours client, du premier lancement au suivi des transactions.",
      challenge:
        "Près d’un nouvel utilisateur sur deux abandonnait l’inscription avant la vérification d’identité, et le service client recevait chaque jour des dizaines d’appels sur des transferts jugés « introuvables ». L’interface, conçue pour des écrans larges, était difficile à utiliser sur les smartphones d’entrée de gamme et avec une connexion 3G instable.",
      solution:
        "Après une vingtaine d’entretiens avec des commerçants d’Adjamé et de Treichville, nous avons redessiné l’inscription en quatre étapes courtes avec sauvegarde automatique. Un historique clair affiche désormais le statut de chaque transfert en temps réel, avec les montants en FCFA bien lisibles. Un design system complet, testé sur des téléphones d’entrée de gamme, garantit des écrans légers, contrastés et cohérents.",
      results:
        "Trois mois après le lancement, le taux d’inscription finalisée est passé de 52 % à 81 %. Les appels au service client concernant le suivi des transferts ont baissé de 40 %, et la note de l’application sur les stores est passée de 3,1 à 4,5.",
    },
    technologies: ["Figma", "FigJam", "Maze", "React Native"],
    tags: ["Fintech", "Mobile Money", "Refonte UX", "Design system"],
    duration: "4 mois",
    teamSize: "5 personnes",
    testimonial: {
      content:
        "L’équipe a pris le temps d’écouter nos clients sur le terrain avant de dessiner le moindre écran. Le résultat se voit dans nos chiffres : nos commerçants finalisent leur inscription et nous appellent beaucoup moins.",
      author: "Adjoua Koné-Brou",
      position: "Directrice produit, Lagunia Finance",
    },
    websiteUrl: "https://exemple-fintech.ci",
    appStoreUrl: null,
    playStoreUrl: null,
    featured: true,
    featuredImageIndex: 0,
    images: imagesOf(SAMPLE_PROJECT_SLUGS[0]),
  },
  {
    title: "Savane Énergie : application mobile de service client",
    category: "Développement Mobile",
    client: "Savane Énergie Distribution",
    date: "Octobre 2025",
    description: {
      about:
        "Savane Énergie Distribution fournit de l’électricité prépayée à des foyers et des petits commerces dans plusieurs communes d’Abidjan et du centre du pays. Nous avons conçu et développé son application mobile de service client, qui permet d’acheter du crédit, de signaler une panne et de suivre une demande sans se déplacer en agence.",
      challenge:
        "Les agences étaient saturées et le centre d’appels ne parvenait pas à absorber les pics de réclamations après les coupures. Les clients devaient se déplacer pour recharger leur compteur ou connaître l’état de leur demande, et l’application devait fonctionner sur des téléphones modestes avec une connexion intermittente.",
      solution:
        "Nous avons développé une application Android et iOS en Flutter, reliée au système de facturation existant par une API sécurisée. Les clients rechargent leur compteur par Mobile Money, déclarent un incident avec photo et géolocalisation, puis suivent son traitement grâce à des notifications. Un mode hors ligne enregistre les demandes et les envoie dès le retour du réseau, et un tableau de bord web permet aux agents de répartir les tickets.",
      results:
        "Six mois après la mise en ligne, plus de 35 000 clients utilisent l’application chaque mois. Le délai moyen de traitement d’une réclamation est passé de 72 à 24 heures, et la fréquentation des agences pour les recharges a diminué de moitié.",
    },
    technologies: ["Flutter", "Node.js", "PostgreSQL", "Firebase Cloud Messaging", "API Mobile Money"],
    tags: ["Application mobile", "Service client", "Énergie", "Mobile Money"],
    duration: "6 mois",
    teamSize: "7 personnes",
    testimonial: {
      content:
        "Nos clients n’ont plus besoin de faire la queue pour recharger leur compteur ou relancer une réclamation. L’application a transformé la relation avec nos abonnés et soulagé nos agences.",
      author: "Ibrahim Ouattara",
      position: "Directeur de la relation client, Savane Énergie Distribution",
    },
    websiteUrl: "https://exemple-service-client.ci",
    appStoreUrl: "https://exemple-service-client.ci/app-store",
    playStoreUrl: "https://exemple-service-client.ci/google-play",
    featured: true,
    featuredImageIndex: 0,
    images: imagesOf(SAMPLE_PROJECT_SLUGS[1]),
  },
];
