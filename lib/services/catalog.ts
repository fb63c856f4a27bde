import type { ServiceCard, ServiceCategory, ServiceCategoryId } from "./types";

/**
 * The 25 service cards of the home carousels and of the /services summary.
 * Ids 1-5: UX/UI Design, 6-10: Communication Audiovisuelle,
 * 11-20: Développement Informatique, 21-25: Communication Digitale.
 */
export const SERVICE_CARDS: ServiceCard[] = [
  // UX/UI Design
  {
    id: 1,
    title: "Recherche utilisateur",
    description:
      "Entretiens, tests et analyse des parcours pour comprendre les attentes réelles de vos clients avant de concevoir.",
    categoryId: "uxui",
    icon: "UserSearch",
  },
  {
    id: 2,
    title: "Architecture de l’information",
    description:
      "Arborescences, wireframes et parcours clairs pour que chaque visiteur trouve l’information en quelques clics.",
    categoryId: "uxui",
    icon: "LayoutTemplate",
  },
  {
    id: 3,
    title: "Design d’interfaces",
    description:
      "Des interfaces web et mobiles modernes, lisibles et fidèles à votre identité, pensées d’abord pour le smartphone.",
    categoryId: "uxui",
    icon: "Palette",
  },
  {
    id: 4,
    title: "Prototypage interactif",
    description:
      "Des maquettes cliquables pour tester vos idées auprès de vrais utilisateurs avant d’engager le développement.",
    categoryId: "uxui",
    icon: "MousePointerClick",
  },
  {
    id: 5,
    title: "Design system",
    description:
      "Une bibliothèque de composants et de règles graphiques pour garder des produits cohérents qui évoluent vite.",
    categoryId: "uxui",
    icon: "Component",
  },

  // Communication Audiovisuelle
  {
    id: 6,
    title: "Films publicitaires",
    description:
      "Spots TV et web, de l’écriture du scénario au tournage et à la postproduction, pour marquer les esprits.",
    categoryId: "audiovisual",
    icon: "Clapperboard",
  },
  {
    id: 7,
    title: "Motion design",
    description:
      "Animations graphiques et vidéos explicatives qui rendent vos offres simples à comprendre en moins d’une minute.",
    categoryId: "audiovisual",
    icon: "WandSparkles",
  },
  {
    id: 8,
    title: "Photographie professionnelle",
    description:
      "Portraits, produits et reportages d’entreprise réalisés en studio ou sur site, à Abidjan comme à l’intérieur du pays.",
    categoryId: "audiovisual",
    icon: "Camera",
  },
  {
    id: 9,
    title: "Prises de vues par drone",
    description:
      "Images aériennes de vos chantiers, sites et événements pour des vidéos spectaculaires et des présentations fortes.",
    categoryId: "audiovisual",
    icon: "Drone",
  },
  {
    id: 10,
    title: "Podcasts et production sonore",
    description:
      "Enregistrement, mixage et habillage sonore de vos podcasts, spots radio et messages d’attente téléphonique.",
    categoryId: "audiovisual",
    icon: "Mic",
  },

  // Développement Informatique
  {
    id: 11,
    title: "Développement web",
    description:
      "Sites vitrines, plateformes e-commerce et applications web rapides, sécurisées et faciles à administrer.",
    categoryId: "development",
    icon: "Globe",
  },
  {
    id: 12,
    title: "Applications mobiles",
    description:
      "Applications Android et iOS performantes, utilisables même avec une connexion instable et des téléphones modestes.",
    categoryId: "development",
    icon: "Smartphone",
  },
  {
    id: 13,
    title: "Logiciels desktop",
    description:
      "Logiciels de gestion sur mesure pour Windows, macOS et Linux, adaptés à vos processus métier et à vos équipes.",
    categoryId: "development",
    icon: "Monitor",
  },
  {
    id: 14,
    title: "Bases de données",
    description:
      "Conception, optimisation et migration de bases de données fiables pour des données toujours justes et disponibles.",
    categoryId: "development",
    icon: "Database",
  },
  {
    id: 15,
    title: "Réseaux et infrastructures",
    description: "Câblage, Wi-Fi, VPN et équipements réseau dimensionnés pour vos bureaux, agences et entrepôts.",
    categoryId: "development",
    icon: "Network",
  },
  {
    id: 16,
    title: "Cloud computing",
    description:
      "Migration, hébergement et sauvegarde dans le cloud pour travailler de partout et maîtriser vos coûts informatiques.",
    categoryId: "development",
    icon: "Cloud",
  },
  {
    id: 17,
    title: "Cybersécurité",
    description:
      "Audits, tests d’intrusion et sensibilisation des équipes pour protéger vos données et celles de vos clients.",
    categoryId: "development",
    icon: "ShieldCheck",
  },
  {
    id: 18,
    title: "Intégration de systèmes",
    description:
      "Connexion de vos ERP, CRM, outils comptables et applications pour des informations qui circulent sans ressaisie.",
    categoryId: "development",
    icon: "Workflow",
  },
  {
    id: 19,
    title: "API et paiement Mobile Money",
    description:
      "Intégration des paiements Mobile Money et par carte, et création d’API robustes pour vos partenaires.",
    categoryId: "development",
    icon: "Plug",
  },
  {
    id: 20,
    title: "Maintenance et infogérance",
    description:
      "Supervision, mises à jour et support réactif pour que vos applications et serveurs restent disponibles.",
    categoryId: "development",
    icon: "Server",
  },

  // Communication Digitale
  {
    id: 21,
    title: "Stratégie de contenu",
    description:
      "Une ligne éditoriale et un calendrier de publication alignés sur vos objectifs commerciaux et vos publics.",
    categoryId: "digital",
    icon: "FileText",
  },
  {
    id: 22,
    title: "Community management",
    description:
      "Animation de vos pages Facebook, Instagram, LinkedIn et TikTok, modération et réponses rapides à votre communauté.",
    categoryId: "digital",
    icon: "MessageCircle",
  },
  {
    id: 23,
    title: "Référencement SEO et SEM",
    description:
      "Optimisation technique, contenus et annonces Google Ads pour apparaître en tête des recherches de vos clients.",
    categoryId: "digital",
    icon: "Search",
  },
  {
    id: 24,
    title: "Campagnes publicitaires",
    description:
      "Campagnes sponsorisées sur les réseaux sociaux et le web, ciblées, suivies au jour le jour et optimisées.",
    categoryId: "digital",
    icon: "Megaphone",
  },
  {
    id: 25,
    title: "Analyse de données",
    description:
      "Tableaux de bord et rapports clairs pour mesurer vos résultats et décider à partir de chiffres fiables.",
    categoryId: "digital",
    icon: "ChartLine",
  },
];

/** The four service families, in display order. */
export const SERVICE_CATEGORIES: ServiceCategory[] = [
  {
    id: "uxui",
    title: "UX/UI Design",
    description:
      "Nous concevons des expériences numériques simples, accessibles et agréables, fondées sur l’observation de vos utilisateurs. Chaque écran est pensé pour convertir et fidéliser.",
    gradient: "from-fuchsia-700 to-violet-800",
    image: "/images/services/uxui.webp",
    services: [
      {
        title: "Recherche utilisateur",
        description:
          "Nous allons à la rencontre de vos clients pour comprendre leurs habitudes, leurs freins et leurs attentes. Les enseignements guident toutes les décisions de conception.",
        features: [
          "Entretiens individuels et questionnaires",
          "Personas et cartes d’empathie",
          "Cartographie des parcours clients",
          "Analyse de la concurrence",
        ],
      },
      {
        title: "Architecture de l’information",
        description:
          "Nous organisons vos contenus et fonctionnalités pour que la navigation soit évidente. Les wireframes valident la structure avant tout travail graphique.",
        features: [
          "Arborescence et tri par cartes",
          "Wireframes basse et haute fidélité",
          "Parcours utilisateurs détaillés",
          "Tests de navigation",
        ],
      },
      {
        title: "Design d’interfaces (UI)",
        description:
          "Nous créons des interfaces élégantes et cohérentes avec votre marque, optimisées pour les petits écrans comme pour les grands.",
        features: [
          "Maquettes web et mobile responsive",
          "Respect de votre charte graphique",
          "Contrastes et tailles conformes à l’accessibilité",
          "Iconographie et illustrations sur mesure",
        ],
      },
      {
        title: "Prototypage et tests utilisateurs",
        description:
          "Nous transformons les maquettes en prototypes cliquables et les testons avec de vrais utilisateurs. Les corrections se font avant le développement, quand elles coûtent le moins.",
        features: [
          "Prototypes interactifs sur Figma",
          "Sessions de tests modérés",
          "Rapport de recommandations priorisées",
        ],
      },
      {
        title: "Design system",
        description:
          "Nous documentons vos composants, couleurs et règles d’usage dans une bibliothèque partagée entre designers et développeurs.",
        features: [
          "Bibliothèque de composants réutilisables",
          "Guide de style et tokens de design",
          "Documentation pour les équipes techniques",
          "Accompagnement à l’adoption",
        ],
      },
    ],
  },
  {
    id: "audiovisual",
    title: "Communication Audiovisuelle",
    description:
      "De l’idée au montage final, nous produisons des vidéos, photos et contenus sonores qui racontent votre histoire avec impact. Une équipe créative et un matériel professionnel au service de votre image.",
    gradient: "from-rose-700 to-orange-800",
    image: "/images/services/audiovisual.webp",
    services: [
      {
        title: "Films publicitaires et institutionnels",
        description:
          "Nous écrivons, tournons et montons des films qui présentent votre entreprise, vos produits ou vos engagements. Chaque production est adaptée à la télévision, au web ou aux réseaux sociaux.",
        features: [
          "Écriture du scénario et storyboard",
          "Tournage avec équipe et matériel professionnels",
          "Montage, étalonnage et mixage",
          "Déclinaisons aux formats réseaux sociaux",
        ],
      },
      {
        title: "Motion design",
        description:
          "Nous animons vos messages pour expliquer un service, un processus ou des chiffres de façon claire et mémorable.",
        features: [
          "Vidéos explicatives animées",
          "Animation de logo et génériques",
          "Infographies animées",
          "Voix off en français et en langues locales",
        ],
      },
      {
        title: "Photographie professionnelle",
        description:
          "Nous réalisons des photos de qualité pour vos supports de communication, votre site et vos catalogues.",
        features: [
          "Portraits des dirigeants et des équipes",
          "Photos de produits en studio",
          "Reportages d’événements",
          "Retouche et livraison optimisée pour le web",
        ],
      },
      {
        title: "Prises de vues aériennes",
        description:
          "Nos télépilotes réalisent des images par drone de vos sites, chantiers et événements, dans le respect de la réglementation en vigueur.",
        features: [
          "Vidéos et photos aériennes en 4K",
          "Suivi de l’avancement des chantiers",
          "Visites virtuelles de sites",
        ],
      },
      {
        title: "Production sonore et podcasts",
        description:
          "Nous produisons vos podcasts, spots radio et habillages sonores, de l’enregistrement au mixage final.",
        features: [
          "Enregistrement en studio ou en extérieur",
          "Spots radio et jingles",
          "Montage et mixage de podcasts",
          "Messages d’attente téléphonique",
        ],
      },
    ],
  },
  {
    id: "development",
    title: "Développement Informatique",
    description:
      "Nous concevons et maintenons des solutions logicielles robustes : sites, applications, bases de données, réseaux et infrastructures cloud sécurisées. Des outils fiables, pensés pour les réalités du terrain ivoirien.",
    gradient: "from-blue-700 to-indigo-800",
    image: "/images/services/development.webp",
    services: [
      {
        title: "Développement web",
        description:
          "Nous développons des sites et applications web rapides, sécurisés et bien référencés. Vous gardez la main sur vos contenus grâce à une interface d’administration simple.",
        features: [
          "Sites vitrines et plateformes e-commerce",
          "Applications web métier sur mesure",
          "Paiement Mobile Money et par carte intégré",
          "Optimisation des performances et du référencement",
        ],
      },
      {
        title: "Applications mobiles",
        description:
          "Nous créons des applications Android et iOS fluides, économes en données et capables de fonctionner hors connexion.",
        features: [
          "Applications natives et multiplateformes",
          "Mode hors ligne et synchronisation",
          "Notifications push et SMS",
          "Publication sur Google Play et l’App Store",
        ],
      },
      {
        title: "Logiciels desktop",
        description:
          "Nous développons des logiciels de gestion installés sur vos postes, adaptés à vos processus et utilisables même sans internet.",
        features: [
          "Gestion commerciale, stocks et facturation",
          "Compatibilité Windows, macOS et Linux",
          "Impression de documents et de reçus",
          "Mises à jour automatiques",
        ],
      },
      {
        title: "Bases de données",
        description:
          "Nous concevons, optimisons et sécurisons vos bases de données pour garantir des informations cohérentes et disponibles à tout moment.",
        features: [
          "Modélisation et conception",
          "Migration depuis Excel ou d’anciens logiciels",
          "Optimisation des requêtes lentes",
          "Sauvegardes et plan de reprise",
        ],
      },
      {
        title: "Réseaux et cloud",
        description:
          "Nous installons et administrons vos réseaux locaux et vos infrastructures cloud. Vos équipes travaillent depuis le bureau, les agences ou en déplacement en toute sécurité.",
        features: [
          "Câblage, Wi-Fi professionnel et VPN",
          "Migration vers le cloud et hébergement",
          "Supervision et maintenance des serveurs",
          "Maîtrise des coûts d’hébergement",
        ],
      },
      {
        title: "Cybersécurité",
        description:
          "Nous évaluons vos risques et mettons en place les protections adaptées à votre activité, dans le respect de la réglementation sur les données personnelles.",
        features: [
          "Audit de sécurité et tests d’intrusion",
          "Sécurisation des postes, serveurs et comptes",
          "Sensibilisation des collaborateurs au phishing",
          "Plan de réponse aux incidents",
        ],
      },
      {
        title: "Intégration de systèmes",
        description:
          "Nous connectons vos logiciels entre eux pour supprimer les ressaisies et fiabiliser vos données, de la vente à la comptabilité.",
        features: [
          "Connexion ERP, CRM et logiciels comptables",
          "Développement d’API et de connecteurs",
          "Automatisation des flux de travail",
          "Tableaux de bord consolidés",
        ],
      },
    ],
  },
  {
    id: "digital",
    title: "Communication Digitale",
    description:
      "Nous faisons grandir votre présence en ligne grâce à des contenus pertinents, des communautés engagées et des campagnes mesurables. Chaque action est pilotée par les résultats.",
    gradient: "from-emerald-700 to-teal-800",
    image: "/images/services/digital.webp",
    services: [
      {
        title: "Stratégie de contenu",
        description:
          "Nous définissons vos messages clés, vos formats et votre calendrier éditorial pour parler juste à chacun de vos publics.",
        features: [
          "Audit de votre présence en ligne",
          "Ligne éditoriale et ton de marque",
          "Calendrier de publication mensuel",
          "Rédaction d’articles et de newsletters",
        ],
      },
      {
        title: "Community management",
        description:
          "Nous animons vos réseaux sociaux au quotidien et répondons à votre communauté avec réactivité et professionnalisme.",
        features: [
          "Création de visuels et de vidéos courtes",
          "Publication sur Facebook, Instagram, LinkedIn et TikTok",
          "Modération et gestion des messages",
          "Rapport mensuel d’activité",
        ],
      },
      {
        title: "Référencement SEO et SEM",
        description:
          "Nous améliorons la visibilité de votre site sur Google, à la fois par le référencement naturel et par les annonces payantes.",
        features: [
          "Audit technique et recherche de mots-clés",
          "Optimisation des contenus et du référencement local",
          "Campagnes Google Ads",
          "Suivi des positions et du trafic",
        ],
      },
      {
        title: "Campagnes publicitaires",
        description:
          "Nous concevons et pilotons vos campagnes sponsorisées pour générer des contacts et des ventes au meilleur coût.",
        features: [
          "Ciblage précis par ville, âge et centres d’intérêt",
          "Création des annonces et tests A/B",
          "Optimisation quotidienne du budget",
          "Mesure du coût par contact et par vente",
        ],
      },
      {
        title: "Analyse de données",
        description:
          "Nous transformons vos données de ventes, de trafic et de réseaux sociaux en tableaux de bord lisibles et en recommandations concrètes.",
        features: [
          "Mise en place du suivi analytique",
          "Tableaux de bord personnalisés",
          "Rapports et recommandations mensuels",
        ],
      },
    ],
  },
];

export function getServiceCategory(id: string): ServiceCategory | undefined {
  return SERVICE_CATEGORIES.find((category) => category.id === id);
}

export function serviceCardsOf(categoryId: ServiceCategoryId): ServiceCard[] {
  return SERVICE_CARDS.filter((card) => card.categoryId === categoryId);
}
