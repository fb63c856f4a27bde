"use server";

import { adminAction } from "@/lib/auth";
import { erasePersonalData } from "@/lib/privacy";
import { privacyEraseSchema } from "@/lib/privacy/schemas";

// The 'Données personnelles' screen's write: 'Effacer ces données', behind the subject typed again.

export const erasePersonalDataAction = adminAction("privacy:manage", privacyEraseSchema, (input, user) =>
  erasePersonalData(input.q, user),
);
