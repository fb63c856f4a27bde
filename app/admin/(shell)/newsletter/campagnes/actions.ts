"use server";

import { adminAction } from "@/lib/auth";
import { startCampaign } from "@/lib/newsletter/campaign-sending";
import { cancelCampaign, saveCampaign, scheduleCampaign, sendCampaignTest } from "@/lib/newsletter/campaigns";
import { campaignIdSchema, campaignSaveSchema, campaignScheduleSchema } from "@/lib/newsletter/schemas";

// The campaigns' writes: 'Enregistrer', 'Envoyer un test', 'Programmer', 'Envoyer maintenant', 'Annuler'.

export const saveCampaignAction = adminAction("newsletter:write", campaignSaveSchema, ({ id, campaign }, user) =>
  saveCampaign(id, campaign, user),
);

export const sendCampaignTestAction = adminAction("newsletter:write", campaignIdSchema, ({ id }, user) =>
  sendCampaignTest(id, user),
);

export const scheduleCampaignAction = adminAction(
  "newsletter:write",
  campaignScheduleSchema,
  ({ id, scheduledAt }, user) => scheduleCampaign(id, scheduledAt, user),
);

export const startCampaignAction = adminAction("newsletter:write", campaignIdSchema, ({ id }, user) =>
  startCampaign(id, user),
);

export const cancelCampaignAction = adminAction("newsletter:write", campaignIdSchema, ({ id }, user) =>
  cancelCampaign(id, user),
);
