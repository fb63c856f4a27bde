import { z } from "@/lib/zod";

/** An e-mail address field: required, trimmed, checked and lower-cased, with French messages. */
export const emailSchema = z
  .string({ error: "L'adresse e-mail est requise" })
  .trim()
  .min(1, "L'adresse e-mail est requise")
  .max(254, "L'adresse e-mail est trop longue")
  .pipe(z.email("Adresse e-mail invalide"))
  .transform((email) => email.toLowerCase());
