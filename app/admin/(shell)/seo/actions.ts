"use server";

import { adminAction } from "@/lib/auth";
import { savePageSeo } from "@/lib/page-seo";
import { pageSeoSchema } from "@/lib/page-seo/catalog";

export const savePageSeoAction = adminAction("settings:write", pageSeoSchema, ({ page, locale, ...fields }, user) =>
  savePageSeo(page, fields, user, locale),
);
