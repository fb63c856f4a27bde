import { randomUUID } from "node:crypto";

// What a visitor fills in the public forms, valid as it stands: tests change the fields they are about.

export const contactFields = <Overrides extends Record<string, unknown>>(overrides?: Overrides) => ({
  name: "Awa Koné",
  email: "awa@exemple.ci",
  subject: "Refonte de notre site",
  message: "Bonjour, nous voulons refaire notre site web.",
  page: "/contact",
  sessionId: randomUUID(),
  website: "",
  ...overrides,
});

export const projectRequestFields = <Overrides extends Record<string, unknown>>(overrides?: Overrides) => ({
  name: "Koffi Yao",
  company: "Lagune SARL",
  email: "koffi@lagune.ci",
  phone: "+225 07 00 00 00 00",
  projectType: "Développement Web",
  budget: "2 000 € - 5 000 €",
  timeframe: "1-3 mois",
  description: "Une boutique en ligne avec paiement Mobile Money.",
  page: "/",
  sessionId: randomUUID(),
  website: "",
  ...overrides,
});
