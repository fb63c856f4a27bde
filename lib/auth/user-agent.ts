// What a session's browser is, in words, for the sessions lists ('Chrome sur Windows'). Pure: client components
// import it. The header is the browser's own claim: a label for the owner to recognise a device, not a proof.

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** 'Chrome sur Linux', 'Firefox', 'Navigateur inconnu' (no header, or one naming no known browser nor system). */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return "Navigateur inconnu";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? "Navigateur inconnu";
}
