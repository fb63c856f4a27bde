const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/**
 * URL slug of a title: accents folded, lower case, punctuation removed, whitespace turned into hyphens.
 * 'L'été à Abidjan : 5 idées !' → 'lete-a-abidjan-5-idees'.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
