import { formatDateTime } from "@/lib/dates";

/** 'Programmé pour le 05/03/2026 à 14:30' (Abidjan's time): lists and edit forms of scheduled drafts. */
export function scheduledForLabel(scheduledAt: string): string {
  return `Programmé pour le ${formatDateTime(scheduledAt)}`;
}
