import type { SubscriberStatus } from "@/lib/generated/prisma/enums";

export type { SubscriberStatus };

/** An inbox gets at most one subscription mail this often, however many times someone types its address. */
export const SUBSCRIPTION_MAIL_INTERVAL_MINUTES = 10;

/** The addresses of the newsletter's links (route handlers) and of the pages they lead to. */
export const NEWSLETTER_PATHS = {
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
  confirmed: "/newsletter/inscription-confirmee",
  unsubscribed: "/newsletter/desinscription-confirmee",
  invalidLink: "/newsletter/lien-invalide",
} as const;

/** The query parameter that carries a link's signed token. */
export const TOKEN_PARAMETER = "jeton";

/** How the back office names each status. */
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "En attente de confirmation",
  confirmed: "Confirmé",
  unsubscribed: "Désinscrit",
  bounced: "Adresse en échec",
};

export const SUBSCRIBER_STATUSES = [
  "pending",
  "confirmed",
  "unsubscribed",
  "bounced",
] as const satisfies readonly SubscriberStatus[];

/** What the one-click unsubscribe answers, and the page the link leads to says. */
export const UNSUBSCRIBED_ANSWER = "Votre adresse a été retirée de la newsletter : vous ne recevrez plus nos lettres.";

/** How the back office names each campaign status. */
export const CAMPAIGN_STATUS_LABELS = {
  draft: "Brouillon",
  scheduled: "Programmée",
  sending: "En cours d'envoi",
  sent: "Envoyée",
  cancelled: "Annulée",
} as const;
export type CampaignStatus = keyof typeof CAMPAIGN_STATUS_LABELS;

/** How the back office names each kind of campaign. */
export const CAMPAIGN_KIND_LABELS = {
  digest: "Sélection d'articles",
  free: "Texte libre",
} as const;
export type CampaignKind = keyof typeof CAMPAIGN_KIND_LABELS;

/** How the personal-data screen names the fate of a campaign's mail to one address. */
export const CAMPAIGN_RECIPIENT_STATUS_LABELS = {
  pending: "En attente",
  sending: "En cours d'envoi",
  sent: "Envoyée",
  failed: "Refusée par le serveur de messagerie",
  skipped: "Non envoyée (désinscription)",
} as const;

/** The articles a digest may list. */
export const CAMPAIGN_MAX_ARTICLES = 20;

/** The campaigns' screens. */
export const CAMPAIGN_PATHS = {
  list: "/admin/newsletter/campagnes",
  create: "/admin/newsletter/campagnes/nouvelle",
  edit: (id: number) => `/admin/newsletter/campagnes/${id}`,
} as const;
