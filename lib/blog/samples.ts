import type { BlogCategoryContent, BlogPostContent } from "./types";

/** The four blog categories, one per service family. */
export const SAMPLE_BLOG_CATEGORIES: BlogCategoryContent[] = [
  {
    name: "UX/UI Design",
    slug: "uxui-design",
    description:
      "Conseils et méthodes pour concevoir des sites et des applications simples, accessibles et agréables à utiliser.",
  },
  {
    name: "Communication Digitale",
    slug: "communication-digitale",
    description:
      "Réseaux sociaux, référencement, publicité en ligne et stratégie de contenu pour développer votre visibilité.",
  },
  {
    name: "Développement Informatique",
    slug: "developpement-informatique",
    description:
      "Web, mobile, paiement en ligne, cloud et cybersécurité : les clés techniques pour des outils fiables.",
  },
  {
    name: "Communication Audiovisuelle",
    slug: "communication-audiovisuelle",
    description: "Vidéo, photo, motion design et son : comment produire des contenus qui valorisent votre entreprise.",
  },
];

/** The six built-in sample articles (spec 'Built-in fallbacks'). */
export const SAMPLE_BLOG_POSTS: BlogPostContent[] = [
  {
    title: "Concevoir pour le mobile en Côte d’Ivoire : 7 principes UX qui font la différence",
    slug: "concevoir-pour-le-mobile-7-principes-ux",
    excerpt:
      "La grande majorité de vos clients vous découvrent sur un smartphone, souvent avec une connexion irrégulière. Voici sept principes concrets pour concevoir des parcours qui fonctionnent vraiment.",
    content: `<p>À Abidjan comme dans le reste du pays, le smartphone est devenu la porte d’entrée principale vers internet. Pourtant, beaucoup de sites et d’applications sont encore pensés sur un grand écran de bureau, puis « adaptés » au mobile à la dernière minute. Résultat : des pages lentes, des boutons trop petits et des clients qui abandonnent avant d’avoir commandé.</p>
<p>Concevoir <strong>mobile first</strong>, c’est partir des contraintes réelles de vos utilisateurs. Voici sept principes que nous appliquons sur tous nos projets.</p>
<h2>1. Alléger chaque écran</h2>
<p>Une connexion 3G instable et un forfait limité changent tout. Chaque image trop lourde coûte du temps et de l’argent à votre client. Compressez les visuels, limitez les animations et ne chargez que ce qui est utile à l’écran affiché. Une page qui s’affiche en moins de trois secondes retient beaucoup plus de visiteurs.</p>
<h2>2. Penser aux téléphones d’entrée de gamme</h2>
<p>Vos designers travaillent sur des appareils récents, mais une grande partie de vos clients utilise des téléphones plus modestes, avec peu de mémoire et des écrans plus petits. Testez systématiquement vos maquettes sur ces appareils : c’est là que les problèmes apparaissent.</p>
<h2>3. Des zones tactiles généreuses</h2>
<p>Un bouton doit pouvoir être touché avec le pouce, sans risque d’erreur. Prévoyez des zones d’au moins 44 pixels de côté et un espacement suffisant entre deux actions. Placez les actions principales dans la moitié basse de l’écran, là où le pouce se pose naturellement.</p>
<h2>4. Réduire la saisie au strict nécessaire</h2>
<p>Taper sur un petit clavier est fastidieux. Demandez uniquement les informations indispensables et aidez l’utilisateur :</p>
<ul>
<li>affichez le clavier numérique pour un numéro de téléphone ou un montant ;</li>
<li>pré-remplissez l’indicatif +225 ;</li>
<li>proposez des listes de choix plutôt que des champs libres ;</li>
<li>enregistrez automatiquement la progression d’un long formulaire.</li>
</ul>
<h2>5. Prévoir la perte de connexion</h2>
<p>Une coupure ne doit jamais faire perdre le travail de l’utilisateur. Affichez un message clair quand le réseau est absent, conservez les données saisies et relancez l’envoi automatiquement dès que la connexion revient. Pour une application, un <em>mode hors ligne</em> même partiel est souvent un vrai avantage concurrentiel.</p>
<h2>6. Parler la langue de vos clients</h2>
<p>Évitez le jargon technique et les termes traduits mot à mot. Écrivez « Payer avec Mobile Money » plutôt que « Procéder au règlement via un portefeuille électronique ». Affichez les montants en FCFA, avec des séparateurs de milliers lisibles, et des dates au format habituel.</p>
<blockquote>Un bon texte d’interface ne se remarque pas : il permet simplement à l’utilisateur d’avancer sans hésiter.</blockquote>
<h2>7. Tester avec de vrais utilisateurs</h2>
<p>Rien ne remplace l’observation. Cinq personnes suffisent souvent à révéler les principaux blocages d’un parcours. Donnez-leur une tâche précise, comme créer un compte ou passer une commande, et regardez-les faire sans intervenir. Vous serez surpris de ce que vous découvrirez.</p>
<h3>Par où commencer ?</h3>
<p>Commencez par votre parcours le plus important, celui qui génère des ventes ou des demandes de contact, et appliquez-lui ces sept principes. Si vous souhaitez un regard extérieur, notre équipe <a href="/services/uxui">UX/UI Design</a> réalise des audits d’ergonomie et des tests utilisateurs adaptés au marché ivoirien. <a href="/contact">Parlons de votre projet</a>.</p>`,
    coverImage: "/images/blog/concevoir-pour-le-mobile-7-principes-ux.webp",
    author: "Aya Kouassi",
    categoryName: "UX/UI Design",
    tags: ["Mobile first", "Expérience utilisateur", "Accessibilité"],
    publishedAt: "2025-03-12T09:00:00.000Z",
    viewCount: 642,
  },
  {
    title: "Community management : bâtir une communauté engagée autour de votre marque",
    slug: "community-management-communaute-engagee",
    excerpt:
      "Publier tous les jours ne suffit pas à créer une communauté. Découvrez comment les PME abidjanaises peuvent transformer leurs abonnés en clients fidèles grâce à une animation régulière et sincère.",
    content: `<p>Facebook, Instagram, TikTok, LinkedIn, WhatsApp : vos clients passent chaque jour de longues minutes sur ces plateformes. Pour une PME ou une startup d’Abidjan, les réseaux sociaux sont une formidable vitrine, à condition de ne pas les considérer comme un simple panneau d’affichage. Une communauté se construit par l’échange, la régularité et la confiance.</p>
<h2>Choisir les bons réseaux</h2>
<p>Être présent partout est rarement une bonne idée. Mieux vaut animer correctement deux plateformes que d’en délaisser cinq. Pour choisir, demandez-vous où se trouvent vos clients :</p>
<ul>
<li><strong>Facebook</strong> reste incontournable pour toucher un large public et gérer les messages clients ;</li>
<li><strong>Instagram</strong> et <strong>TikTok</strong> conviennent aux marques visuelles et aux publics jeunes : mode, restauration, beauté, événementiel ;</li>
<li><strong>LinkedIn</strong> est la plateforme des entreprises qui vendent à d’autres entreprises et des recruteurs ;</li>
<li><strong>WhatsApp Business</strong> prolonge la conversation : catalogue, réponses rapides et suivi des commandes.</li>
</ul>
<h2>Définir une ligne éditoriale</h2>
<p>Une ligne éditoriale fixe ce dont vous parlez, comment vous en parlez et à quelle fréquence. Elle évite de publier au hasard et donne une personnalité reconnaissable à votre marque. Alternez plusieurs types de contenus :</p>
<ol>
<li>des contenus utiles : conseils, tutoriels, réponses aux questions fréquentes ;</li>
<li>des coulisses : votre équipe, votre atelier, la préparation d’une commande ;</li>
<li>des preuves : avis clients, réalisations, chiffres clés ;</li>
<li>des offres commerciales, sans qu’elles dominent votre fil.</li>
</ol>
<p>Une règle simple : pour une publication promotionnelle, proposez au moins trois contenus qui apportent quelque chose à votre communauté.</p>
<h2>Répondre vite, et toujours</h2>
<p>Un message sans réponse est un client perdu. Fixez-vous un délai de réponse, idéalement quelques heures en journée, et préparez des réponses types pour les questions récurrentes : prix, horaires, livraison, moyens de paiement. Face à une critique publique, restez courtois, reconnaissez le problème et proposez de poursuivre en message privé. Bien gérée, une réclamation peut devenir une démonstration de votre sérieux.</p>
<blockquote>Vos abonnés ne jugent pas seulement ce que vous publiez, mais aussi la façon dont vous leur répondez.</blockquote>
<h2>Miser sur la vidéo courte</h2>
<p>Les vidéos verticales de moins d’une minute obtiennent aujourd’hui une portée bien supérieure aux simples photos. Pas besoin d’un gros budget : un smartphone récent, une bonne lumière naturelle et un son clair suffisent pour démarrer. Montrez un produit en situation, répondez à une question en trente secondes ou partagez un moment de la vie de votre équipe.</p>
<h2>Mesurer ce qui compte</h2>
<p>Le nombre d’abonnés flatte, mais il ne paie pas les factures. Suivez plutôt le taux d’engagement, le nombre de messages reçus, les clics vers votre site et, surtout, les ventes ou rendez-vous générés. Faites le point chaque mois et ajustez votre calendrier en fonction des contenus qui fonctionnent.</p>
<h3>Besoin d’un coup de main ?</h3>
<p>Notre équipe <a href="/services/digital">Communication Digitale</a> accompagne les entreprises ivoiriennes dans l’animation de leurs réseaux sociaux, de la stratégie à la création de contenus. <a href="/contact">Contactez-nous</a> pour un audit gratuit de votre présence en ligne.</p>`,
    coverImage: "/images/blog/community-management-communaute-engagee.webp",
    author: "Mariam Traoré",
    categoryName: "Communication Digitale",
    tags: ["Réseaux sociaux", "Community management", "WhatsApp Business"],
    publishedAt: "2025-06-04T08:30:00.000Z",
    viewCount: 815,
  },
  {
    title: "Intégrer le paiement Mobile Money à votre site : le guide pour les PME",
    slug: "integrer-paiement-mobile-money-site-web",
    excerpt:
      "Orange Money, MTN MoMo, Moov Money, Wave : vos clients paient d’abord avec leur téléphone. Voici comment intégrer ces moyens de paiement à votre site ou application, étape par étape et en toute sécurité.",
    content: `<p>En Côte d’Ivoire, le Mobile Money est devenu le moyen de paiement du quotidien. Proposer uniquement le paiement par carte bancaire, c’est se priver d’une grande partie de ses clients. Bonne nouvelle : intégrer le Mobile Money à un site e-commerce ou à une application est aujourd’hui accessible aux PME, à condition de bien préparer le projet.</p>
<h2>Deux approches possibles</h2>
<h3>Passer par un agrégateur de paiement</h3>
<p>Un agrégateur agréé vous donne accès, avec une seule intégration technique, à plusieurs portefeuilles (Orange Money, MTN MoMo, Moov Money, Wave) et souvent aux cartes Visa et Mastercard. C’est la solution la plus rapide pour démarrer : un seul contrat, un seul tableau de bord et des reversements regroupés. En contrepartie, l’agrégateur prélève une commission sur chaque transaction.</p>
<h3>Se connecter directement aux opérateurs</h3>
<p>Les grandes entreprises à fort volume peuvent négocier un accès direct avec chaque opérateur. Les commissions sont parfois plus faibles, mais il faut gérer plusieurs contrats, plusieurs intégrations et plusieurs rapprochements comptables. Pour la plupart des PME, l’agrégateur reste le meilleur choix.</p>
<h2>Les étapes d’une intégration réussie</h2>
<ol>
<li><strong>Préparer les documents</strong> : registre de commerce, pièce d’identité du gérant, coordonnées bancaires. L’ouverture du compte marchand prend souvent plusieurs jours.</li>
<li><strong>Travailler en environnement de test</strong> : tous les paiements sont simulés, ce qui permet de valider chaque scénario sans argent réel.</li>
<li><strong>Gérer les notifications</strong> : le paiement est confirmé par un message envoyé par le prestataire à votre serveur. C’est ce message, et non le retour du client sur la page, qui doit valider la commande.</li>
<li><strong>Prévoir tous les cas</strong> : paiement accepté, refusé, annulé par le client, solde insuffisant ou délai dépassé.</li>
<li><strong>Passer en production</strong> après une recette complète, avec de petits montants réels.</li>
</ol>
<blockquote>La règle d’or : ne jamais considérer une commande comme payée sur la seule foi du navigateur du client. Seule la confirmation du serveur de paiement fait foi.</blockquote>
<h2>Soigner l’expérience de paiement</h2>
<p>Le paiement Mobile Money demande souvent une validation sur le téléphone : saisie d’un code secret ou confirmation d’une notification. Expliquez clairement chaque étape à l’écran, affichez le montant en FCFA avec les frais éventuels et indiquez au client ce qu’il doit faire s’il ne reçoit pas la demande de validation. Envoyez ensuite un reçu par SMS ou par e-mail.</p>
<h2>Sécurité et conformité</h2>
<ul>
<li>Conservez vos clés d’accès au prestataire uniquement côté serveur, jamais dans le code d’une application mobile.</li>
<li>Vérifiez la signature de chaque notification reçue.</li>
<li>Enregistrez toutes les transactions pour faciliter les rapprochements et traiter les réclamations.</li>
<li>Protégez les numéros de téléphone de vos clients : ce sont des données personnelles.</li>
</ul>
<h2>Combien de temps prévoir ?</h2>
<p>Pour un site e-commerce existant, comptez généralement de deux à quatre semaines entre l’ouverture du compte marchand et la mise en production, tests compris. Le délai dépend surtout de la réactivité administrative et de la complexité de votre logique de commande.</p>
<p>Notre équipe <a href="/services/development">Développement Informatique</a> a intégré le paiement mobile sur de nombreux sites et applications. <a href="/contact">Parlez-nous de votre projet</a> : nous vous aidons à choisir la solution la plus adaptée à votre volume et à votre budget.</p>`,
    coverImage: "/images/blog/integrer-paiement-mobile-money-site-web.webp",
    author: "Jean-Marc Yao",
    categoryName: "Développement Informatique",
    tags: ["Mobile Money", "E-commerce", "Paiement en ligne"],
    publishedAt: "2025-09-18T10:15:00.000Z",
    viewCount: 877,
  },
  {
    title: "Film d’entreprise : réussir votre vidéo sans exploser votre budget",
    slug: "reussir-film-entreprise-budget-maitrise",
    excerpt:
      "Un film d’entreprise bien pensé présente votre activité en deux minutes et sert pendant des années. Préparation, tournage, diffusion : nos conseils pour un résultat professionnel à budget maîtrisé.",
    content: `<p>La vidéo est devenue le format préféré des internautes, et les entreprises ivoiriennes l’ont bien compris. Un film de présentation bien réalisé rassure vos prospects, valorise vos équipes et sert aussi bien sur votre site que sur les réseaux sociaux, en salon ou lors d’un appel d’offres. Encore faut-il éviter les pièges qui font grimper la facture sans améliorer le résultat.</p>
<h2>Commencer par l’objectif, pas par la caméra</h2>
<p>Avant de parler matériel ou lieu de tournage, répondez à trois questions :</p>
<ul>
<li><strong>À qui</strong> s’adresse la vidéo : clients, partenaires, futurs collaborateurs ?</li>
<li><strong>Que</strong> doivent-ils retenir : une seule idée forte vaut mieux que dix messages ?</li>
<li><strong>Où</strong> sera-t-elle diffusée : site web, Facebook, LinkedIn, écran d’accueil ?</li>
</ul>
<p>Ces réponses déterminent la durée, le ton et le format. Une vidéo destinée aux réseaux sociaux doit capter l’attention dans les trois premières secondes et rester compréhensible sans le son.</p>
<h2>La préparation, clé des économies</h2>
<p>Sur un tournage, ce qui coûte cher, c’est le temps de l’équipe sur place. Une préparation soignée permet de tout filmer en une seule journée au lieu de deux ou trois. Elle comprend :</p>
<ol>
<li>un <strong>scénario</strong> validé, avec les textes des interviews ou de la voix off ;</li>
<li>un <strong>plan de tournage</strong> qui regroupe les prises de vues par lieu ;</li>
<li>des <strong>repérages</strong> pour vérifier la lumière, le bruit et l’accès aux sites ;</li>
<li>la <strong>préparation des intervenants</strong>, qui doivent connaître leurs messages sans réciter un texte.</li>
</ol>
<h2>Soigner le son avant l’image</h2>
<p>Le public pardonne une image imparfaite, beaucoup moins un son médiocre. À Abidjan, la circulation, les climatiseurs et les générateurs sont des ennemis redoutables. Prévoyez des micros-cravates pour les interviews, choisissez des pièces calmes et coupez la climatisation pendant les prises.</p>
<blockquote>Un témoignage sincère de votre client ou de votre collaborateur vaut souvent plus qu’un long discours du dirigeant.</blockquote>
<h2>Tourner une fois, diffuser plusieurs fois</h2>
<p>Pensez dès le départ aux déclinaisons. À partir d’un même tournage, on peut produire :</p>
<ul>
<li>un film principal de deux à trois minutes pour votre site ;</li>
<li>des extraits verticaux de trente secondes pour TikTok, Instagram et les statuts WhatsApp ;</li>
<li>des photos extraites ou réalisées pendant le tournage ;</li>
<li>une version sous-titrée pour les diffusions sans son.</li>
</ul>
<p>Le coût supplémentaire de ces déclinaisons est faible au regard de leur utilité.</p>
<h2>Le drone, oui, mais avec parcimonie</h2>
<p>Quelques plans aériens donnent de l’ampleur à un film, notamment pour présenter un site industriel, un hôtel ou un chantier. Ils doivent cependant servir le propos et être réalisés par un télépilote qui respecte les autorisations de vol en vigueur.</p>
<h3>Un partenaire pour vous accompagner</h3>
<p>Notre pôle <a href="/services/audiovisual">Communication Audiovisuelle</a> prend en charge l’écriture, le tournage, le montage et les déclinaisons de vos films, à Abidjan et partout en Côte d’Ivoire. <a href="/contact">Demandez un devis</a> : nous adaptons la production à votre budget.</p>`,
    coverImage: "/images/blog/reussir-film-entreprise-budget-maitrise.webp",
    author: "Didier Kouadio",
    categoryName: "Communication Audiovisuelle",
    tags: ["Vidéo", "Production", "Storytelling"],
    publishedAt: "2025-11-25T14:00:00.000Z",
    viewCount: 263,
  },
  {
    title: "SEO local : comment être trouvé sur Google par les clients d’Abidjan",
    slug: "seo-local-etre-trouve-google-abidjan",
    excerpt:
      "« Pharmacie de garde à Cocody », « imprimerie au Plateau » : vos clients cherchent près de chez eux. Découvrez les actions concrètes pour apparaître dans les résultats locaux de Google.",
    content: `<p>Chaque jour, des milliers de recherches sur Google concernent un commerce ou un service proche : un restaurant à la Riviera, un garage à Yopougon, un cabinet comptable au Plateau. Ces recherches locales sont précieuses, car elles viennent de personnes prêtes à se déplacer ou à appeler. Le <strong>référencement local</strong> consiste à apparaître en bonne place dans ces résultats, notamment sur la carte.</p>
<h2>Créer et compléter votre fiche d’établissement Google</h2>
<p>La fiche d’établissement Google (Google Business Profile) est gratuite et constitue la base du référencement local. C’est elle qui s’affiche sur Google Maps et dans l’encadré à droite des résultats. Pour qu’elle soit efficace, renseignez :</p>
<ul>
<li>le nom exact de votre entreprise, sans mots-clés ajoutés ;</li>
<li>une adresse précise avec des repères compréhensibles, ou une zone desservie si vous vous déplacez chez vos clients ;</li>
<li>votre numéro de téléphone et votre lien WhatsApp ;</li>
<li>vos horaires, y compris les jours fériés ;</li>
<li>la bonne catégorie d’activité et une description claire ;</li>
<li>des photos récentes de votre devanture, de vos locaux et de vos produits.</li>
</ul>
<h2>Collecter des avis clients</h2>
<p>Les avis jouent un rôle majeur, à la fois pour le classement et pour la décision des internautes. Demandez-les simplement à vos clients satisfaits, par exemple avec un lien envoyé par WhatsApp après une prestation. Répondez à tous les avis, positifs comme négatifs, avec courtoisie : cela montre que vous êtes à l’écoute.</p>
<blockquote>Une fiche avec des avis récents et des réponses du propriétaire inspire immédiatement confiance.</blockquote>
<h2>Optimiser votre site pour votre ville</h2>
<p>Votre site doit confirmer à Google où vous exercez. Quelques bonnes pratiques :</p>
<ol>
<li>mentionnez votre ville et votre quartier dans les titres et les textes de vos pages principales ;</li>
<li>créez une page par agence ou par zone desservie si vous en avez plusieurs ;</li>
<li>affichez vos coordonnées de manière identique sur le site, la fiche Google et les annuaires ;</li>
<li>intégrez une carte sur votre page de contact ;</li>
<li>vérifiez que le site s’affiche rapidement sur mobile.</li>
</ol>
<h2>Publier des contenus utiles et locaux</h2>
<p>Un article qui répond à une vraie question de vos clients, comme « Quels documents pour ouvrir une entreprise à Abidjan ? » pour un cabinet de conseil, attire des visiteurs qualifiés pendant des mois. Les publications sur votre fiche Google, comme une promotion ou un nouveau produit, entretiennent également votre visibilité.</p>
<h2>Être patient et mesurer</h2>
<p>Le référencement naturel est un travail de fond : les premiers effets apparaissent généralement après quelques semaines, et les résultats se consolident sur plusieurs mois. Suivez les statistiques de votre fiche (appels, demandes d’itinéraire, visites du site) pour savoir ce qui fonctionne. Pour des résultats immédiats pendant ce temps, des annonces Google Ads ciblées sur votre zone peuvent prendre le relais.</p>
<h3>Faites-vous accompagner</h3>
<p>Notre équipe <a href="/services/digital">Communication Digitale</a> réalise des audits SEO et optimise la visibilité locale des entreprises ivoiriennes. <a href="/contact">Contactez-nous</a> pour faire le point sur votre présence sur Google.</p>`,
    coverImage: "/images/blog/seo-local-etre-trouve-google-abidjan.webp",
    author: "Fatou Bamba",
    categoryName: "Communication Digitale",
    tags: ["SEO", "Référencement local", "Google"],
    publishedAt: "2026-02-10T09:30:00.000Z",
    viewCount: 148,
  },
  {
    title: "Cybersécurité : 10 réflexes essentiels pour protéger votre PME",
    slug: "cybersecurite-10-reflexes-proteger-pme",
    excerpt:
      "Faux e-mails, piratage de comptes WhatsApp, rançongiciels : les PME sont des cibles de choix. Dix réflexes simples et peu coûteux pour réduire fortement les risques et protéger vos données.",
    content: `<p>Beaucoup de dirigeants pensent que leur entreprise est trop petite pour intéresser les pirates. C’est une erreur : les PME sont justement visées parce qu’elles sont souvent moins protégées. Usurpation de comptes WhatsApp, faux ordres de virement, rançongiciels qui bloquent tous les fichiers… Les conséquences peuvent être lourdes, financièrement comme pour votre réputation. La bonne nouvelle, c’est que quelques réflexes suffisent à écarter la majorité des attaques.</p>
<h2>Protéger les accès</h2>
<h3>1. Utiliser des mots de passe longs et uniques</h3>
<p>Une phrase de passe de plusieurs mots est plus solide et plus facile à retenir qu’un mot compliqué. Un gestionnaire de mots de passe évite de réutiliser le même partout.</p>
<h3>2. Activer la double authentification</h3>
<p>Activez-la sur la messagerie, les réseaux sociaux, WhatsApp et les comptes bancaires. Même si un mot de passe est volé, le compte reste protégé par un second code.</p>
<h3>3. Supprimer les accès des anciens collaborateurs</h3>
<p>Désactivez leurs comptes le jour même de leur départ, et réservez les droits d’administration aux seules personnes qui en ont réellement besoin.</p>
<h2>Se méfier des messages piégés</h2>
<h3>4. Vérifier avant de cliquer</h3>
<p>Un e-mail ou un SMS urgent qui demande de cliquer sur un lien, d’ouvrir une pièce jointe ou de communiquer un code doit toujours éveiller les soupçons.</p>
<h3>5. Confirmer tout changement de coordonnées bancaires</h3>
<p>Si un fournisseur vous annonce un nouveau compte bancaire, appelez-le à un numéro que vous connaissez déjà, jamais à celui indiqué dans le message. C’est la parade la plus efficace contre les faux ordres de virement.</p>
<h3>6. Ne jamais communiquer un code reçu par SMS</h3>
<p>Aucun opérateur, aucune banque et aucun collègue n’a besoin du code de validation que vous recevez. C’est ainsi que sont dérobés la plupart des comptes WhatsApp et Mobile Money.</p>
<blockquote>La plupart des attaques réussies commencent par un simple message convaincant, pas par une prouesse technique.</blockquote>
<h2>Entretenir le parc informatique</h2>
<h3>7. Installer les mises à jour</h3>
<p>Appliquez sans attendre les mises à jour des systèmes, des logiciels et des téléphones : elles corrigent des failles connues et activement exploitées.</p>
<h3>8. Sauvegarder régulièrement</h3>
<p>Conservez au moins une copie de vos données hors ligne ou dans un cloud distinct. Testez la restauration : une sauvegarde qu’on ne sait pas restaurer ne sert à rien.</p>
<h3>9. Sécuriser le Wi-Fi</h3>
<p>Choisissez un mot de passe robuste, changez celui d’origine de la box et créez un réseau séparé pour les visiteurs.</p>
<h2>Impliquer les équipes</h2>
<h3>10. Former et sensibiliser vos collaborateurs</h3>
<p>Une courte session par an, avec des exemples concrets, réduit fortement le risque d’erreur humaine. Désignez aussi une personne à prévenir immédiatement en cas de doute.</p>
<h2>Et la protection des données personnelles ?</h2>
<p>En Côte d’Ivoire, la loi n° 2013-450 relative à la protection des données à caractère personnel encadre la collecte et la conservation des informations de vos clients, sous le contrôle de l’ARTCI. Sécuriser vos systèmes, c’est aussi respecter vos obligations et la confiance de vos clients.</p>
<h3>Faire le point sur votre sécurité</h3>
<p>Vous ne savez pas par où commencer ? Notre équipe <a href="/services/development">Développement Informatique</a> propose des audits de sécurité adaptés aux PME, des tests d’intrusion et des sessions de sensibilisation. <a href="/contact">Contactez-nous</a> pour un premier diagnostic.</p>`,
    coverImage: "/images/blog/cybersecurite-10-reflexes-proteger-pme.webp",
    author: "Serge Koffi",
    categoryName: "Développement Informatique",
    tags: ["Cybersécurité", "PME", "Données personnelles"],
    publishedAt: "2026-04-21T08:00:00.000Z",
    viewCount: 1,
  },
];
