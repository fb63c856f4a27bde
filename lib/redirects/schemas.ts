import { idField, textSchema } from "@/lib/schemas";
import { labelFields, z } from "@/lib/zod";

// What a redirect may lead from and to. No Prisma: the 'Redirections' form validates with the same schema.

/** The longest path a redirect or the missing-paths log keeps (the columns' size). */
export const MAX_PATH_LENGTH = 300;

/** Paths that are never a visitor page: the back office, the API, Next.js's own files. */
const RESERVED = /^\/(admin|api|_next)(\/|$)/;

/**
 * A path of the site as redirects store it: one leading slash, no query string, fragment, whitespace, control
 * character (NUL, which PostgreSQL cannot store) or trailing slash ('/blog/ancien-article/' is
 * '/blog/ancien-article'). Null for anything else.
 */
export function normalizePath(value: string): string | null {
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || /[\s?#\\\u0000-\u001f\u007f]/.test(path)) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed && trimmed.length <= MAX_PATH_LENGTH ? trimmed : null;
}

/**
 * The target of a redirect: a path of this site, or a URL of this site (`origin`, e.g. https://agence.ci) written as
 * its path. Another site's address is refused: a redirect must not send visitors elsewhere (no open redirect).
 */
export function normalizeTarget(value: string, origin: string): string | null {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (url.origin !== new URL(origin).origin || url.search || url.hash) return null;
    try {
      return normalizePath(decodeURI(url.pathname));
    } catch {
      return null; // a percent-encoding that does not decode ('%E0%A4%A') names no path
    }
  }
  return normalizePath(text);
}

const pathText = (required: string) =>
  textSchema()
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_PATH_LENGTH, `${MAX_PATH_LENGTH} caractères au plus`);

/** 'Ajouter une redirection': the old path and where it now leads (checked against the site's origin by the server). */
export const manualRedirectSchema = labelFields(
  z.object({
    fromPath: pathText("L'ancienne adresse est requise").refine(
      (value) => normalizePath(value) !== null && !RESERVED.test(value.trim()),
      "L'ancienne adresse doit être un chemin du site, par exemple /ancienne-page (sans ?, # ni espace)",
    ),
    toPath: pathText("La nouvelle adresse est requise"),
  }),
  { fromPath: "Ancienne adresse", toPath: "Nouvelle adresse" },
);
export type ManualRedirectInput = z.input<typeof manualRedirectSchema>;

export const redirectIdSchema = z.object({ id: idField("Redirection introuvable.") });
