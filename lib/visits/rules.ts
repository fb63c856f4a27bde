const countryNames = new Intl.DisplayNames(["fr"], { type: "region" });

/** 'CI' → 'Côte d’Ivoire' (the dashboard's places, a request's source). */
export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}
