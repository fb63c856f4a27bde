import type { FormType } from "@/lib/generated/prisma/enums";
import { truncate } from "@/lib/text";

/** The spec's placeholder for a message whose data are missing or corrupt. */
export const UNKNOWN_SENDER = "Inconnu";
export const CORRUPT_DATA_NOTE = "Données du message manquantes ou corrompues.";
/** Items the notification bell lists (unread messages, unread activities). */
export const BELL_LIST_LIMIT = 5;
/** Bell and list previews. */
export const MESSAGE_PREVIEW_LENGTH = 100;

/** Form types whose conversions are messages to answer (a newsletter subscription is not). */
export const MESSAGE_FORM_TYPES = ["contact", "project", "quote"] as const satisfies readonly FormType[];

export interface MessageFields {
  name: string;
  email: string | null;
  subject: string;
  message: string;
}

/** The submitted fields of a conversion, whether stored as an object or as a JSON string; never throws. */
export function conversionData(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Sender, subject and body of a contact message or a project/quote request, with the placeholder for bad data. */
export function messageFields(conversion: { formType: FormType; email: string | null; data: unknown }): MessageFields {
  const data = conversionData(conversion.data);
  const email = conversion.email || text(data?.email) || null;
  if (!data || !text(data.name)) return { name: UNKNOWN_SENDER, email, subject: conversion.formType === "contact" ? "Message de contact" : "Demande de projet", message: CORRUPT_DATA_NOTE };
  if (conversion.formType === "contact") {
    return { name: text(data.name), email, subject: text(data.subject) || "Message de contact", message: text(data.message) };
  }
  const projectType = text(data.projectType);
  const label = conversion.formType === "quote" ? "Demande de devis" : "Demande de projet";
  return { name: text(data.name), email, subject: projectType ? `${label} : ${projectType}` : label, message: text(data.description) };
}

export function messagePreview(message: string): string {
  return truncate(message, MESSAGE_PREVIEW_LENGTH);
}
