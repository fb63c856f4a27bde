/**
 * Generates the static illustrations of the seed content as WebP files:
 *   public/images/services/<categoryId>.webp   1200×800
 *   public/images/projects/<slug>-<n>.webp     1600×1000
 *   public/images/blog/<slug>.webp             1200×675
 *   public/images/og-default.webp              1200×630
 *
 * Every image is drawn as an SVG string (no external fonts or URLs) and
 * converted with sharp. Paths come from the catalog and sample modules.
 *
 * Run: npx tsx tools/assets/generate-images.ts
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

import { SAMPLE_BLOG_POSTS } from "../../lib/blog/samples";
import { SAMPLE_PROJECTS } from "../../lib/projects/samples";
import { serviceCategories } from "../../lib/services/catalog";
import type { ServiceCategoryId } from "../../lib/services/types";

// The illustrations are shared by every language: they are drawn with the French titles, as the samples are written.
const SERVICE_CATEGORIES = serviceCategories("fr");

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC_DIR = path.join(ROOT, "public");
const WEBP_QUALITY = 72;
const MAX_BYTES = 60 * 1024;
const FONT = "sans-serif";

// ---------------------------------------------------------------------------
// Palette: hex values of the Tailwind stops used by each category gradient.

interface Palette {
  from: string;
  to: string;
  accent: string;
  soft: string;
}

const PALETTES: Record<ServiceCategoryId, Palette> = {
  uxui: { from: "#a21caf", to: "#5b21b6", accent: "#f0abfc", soft: "#f5d0fe" },
  audiovisual: { from: "#be123c", to: "#9a3412", accent: "#fdba74", soft: "#fecdd3" },
  development: { from: "#1d4ed8", to: "#3730a3", accent: "#7dd3fc", soft: "#c7d2fe" },
  digital: { from: "#047857", to: "#115e59", accent: "#6ee7b7", soft: "#ccfbf1" },
};

// ---------------------------------------------------------------------------
// SVG helpers

function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radialGlow(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

interface TextOptions {
  size: number;
  weight?: number;
  fill?: string;
  opacity?: number;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
}

function text(x: number, y: number, content: string, o: TextOptions): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.fill ?? "#ffffff"}"${
    o.opacity === undefined ? "" : ` fill-opacity="${o.opacity}"`
  } text-anchor="${o.anchor ?? "start"}"${o.spacing === undefined ? "" : ` letter-spacing="${o.spacing}"`}>${esc(content)}</text>`;
}

/** Greedy word wrap by an approximate character budget per line. */
function wrap(content: string, maxChars: number, maxLines: number): string[] {
  // Split on ordinary spaces only: no-break spaces keep their neighbours together,
  // and a short number stays with the word that follows it.
  const glued = content.replace(/(^| )(\d{1,2}) /g, "$1$2\u00a0");
  const words = glued.split(/[ \t\n]+/).filter((w) => w.length > 0);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (candidate.length > maxChars && current !== "") {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== "") lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1] ?? "";
    kept[maxLines - 1] = `${last.replace(/[\s,.:;–-]+$/u, "")}…`;
    return kept;
  }
  return lines;
}

function textBlock(x: number, y: number, lines: string[], lineHeight: number, o: TextOptions): string {
  return lines.map((line, i) => text(x, y + i * lineHeight, line, o)).join("");
}

function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** Skeleton text line of a mock-up. */
function bar(x: number, y: number, w: number, fill: string, h = 10): string {
  return rect(x, y, w, h, h / 2, fill);
}

function pill(x: number, y: number, label: string, size: number, bg: string, fg: string): string {
  // Approximate advance widths of a bold sans-serif: capitals are wider.
  const advance = [...label].reduce(
    (sum, ch) => sum + (ch >= "A" && ch <= "Z" ? 0.74 : ch === " " ? 0.36 : 0.64) * size + 0.5,
    0,
  );
  const w = Math.round(advance + size * 1.6);
  const h = Math.round(size * 2);
  return `${rect(x, y, w, h, h / 2, bg)}${text(x + w / 2, y + h / 2 + size * 0.36, label, {
    size,
    weight: 700,
    fill: fg,
    anchor: "middle",
    spacing: 0.5,
  })}`;
}

/** A soft background made of a diagonal gradient, glows and a few geometric shapes. */
function background(width: number, height: number, p: Palette, seed: number): { defs: string; body: string } {
  const defs =
    linear("bg", p.from, p.to) +
    radialGlow("glowA", p.accent, 0.45) +
    radialGlow("glowB", "#ffffff", 0.18) +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">${circle(2, 2, 1.6, "#ffffff", 'fill-opacity="0.16"')}</pattern>`;
  const a = (seed * 137) % 360;
  const body =
    rect(0, 0, width, height, 0, "url(#bg)") +
    `<ellipse cx="${width * 0.85}" cy="${height * 0.12}" rx="${width * 0.45}" ry="${height * 0.55}" fill="url(#glowA)"/>` +
    `<ellipse cx="${width * 0.1}" cy="${height * 0.95}" rx="${width * 0.35}" ry="${height * 0.45}" fill="url(#glowB)"/>` +
    rect(width * 0.04, height * 0.06, width * 0.18, height * 0.22, 0, "url(#dots)") +
    `<circle cx="${width * 0.92}" cy="${height * 0.86}" r="${height * 0.22}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>` +
    `<g transform="rotate(${a} ${width * 0.06} ${height * 0.62})"><rect x="${width * 0.02}" y="${height * 0.58}" width="${
      height * 0.09
    }" height="${height * 0.09}" rx="8" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/></g>`;
  return { defs, body };
}

// ---------------------------------------------------------------------------
// Category motifs, drawn in a 400×400 box and placed with a transform.

function motif(id: ServiceCategoryId, x: number, y: number, size: number, p: Palette): string {
  const white = "#ffffff";
  let g = "";
  switch (id) {
    case "uxui":
      g =
        // back artboard
        rect(
          120,
          30,
          230,
          290,
          18,
          white,
          'fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"',
        ) +
        // front artboard (wireframe)
        rect(40, 80, 230, 290, 18, white, 'fill-opacity="0.92"') +
        rect(60, 100, 190, 90, 10, p.soft) +
        `<path d="M60 190 L120 140 L160 170 L200 130 L250 180 L250 190 Z" fill="${p.from}" fill-opacity="0.35"/>` +
        bar(60, 210, 150, p.to, 12) +
        bar(60, 236, 120, "#cbd5e1") +
        bar(60, 256, 170, "#cbd5e1") +
        rect(60, 296, 110, 40, 20, p.from) +
        // pen-tool curve with anchors
        `<path d="M250 330 C 300 250, 340 380, 385 270" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>` +
        rect(243, 323, 14, 14, 2, white) +
        rect(378, 263, 14, 14, 2, white) +
        `<line x1="300" y1="250" x2="340" y2="380" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>` +
        circle(300, 250, 6, white) +
        circle(340, 380, 6, white) +
        // swatches
        circle(330, 70, 16, p.accent) +
        circle(366, 70, 16, white) +
        circle(330, 108, 16, p.soft) +
        circle(366, 108, 16, "#fde68a");
      break;
    case "audiovisual":
      g =
        // film strip
        `<g transform="rotate(-12 200 200)">${rect(-20, 250, 440, 90, 6, "#111827", 'fill-opacity="0.55"')}${Array.from(
          { length: 11 },
          (_, i) =>
            rect(-10 + i * 40, 258, 22, 14, 3, white, 'fill-opacity="0.8"') +
            rect(-10 + i * 40, 318, 22, 14, 3, white, 'fill-opacity="0.8"'),
        ).join(
          "",
        )}${Array.from({ length: 4 }, (_, i) => rect(10 + i * 100, 280, 84, 32, 4, i % 2 === 0 ? p.accent : p.soft, 'fill-opacity="0.85"')).join("")}</g>` +
        // play button
        circle(200, 150, 110, white, 'fill-opacity="0.16"') +
        circle(200, 150, 82, white, 'fill-opacity="0.95"') +
        `<path d="M176 108 L250 150 L176 192 Z" fill="${p.from}"/>` +
        // sound wave
        Array.from({ length: 9 }, (_, i) => {
          const h = [20, 44, 70, 36, 90, 52, 30, 60, 24][i] ?? 20;
          return rect(20 + i * 14, 60 - h / 2, 8, h, 4, p.accent);
        }).join("") +
        // aperture ring
        `<circle cx="345" cy="70" r="40" fill="none" stroke="#ffffff" stroke-width="6" stroke-opacity="0.85"/>` +
        `<circle cx="345" cy="70" r="16" fill="${p.accent}"/>`;
      break;
    case "development":
      g =
        // code window
        rect(20, 40, 300, 230, 16, "#0f172a", 'fill-opacity="0.88"') +
        circle(44, 64, 6, "#f87171") +
        circle(64, 64, 6, "#fbbf24") +
        circle(84, 64, 6, "#34d399") +
        bar(44, 96, 70, p.accent, 10) +
        bar(122, 96, 110, "#f0abfc", 10) +
        bar(64, 122, 90, "#fde68a", 10) +
        bar(162, 122, 120, "#94a3b8", 10) +
        bar(64, 148, 150, p.accent, 10) +
        bar(84, 174, 80, "#86efac", 10) +
        bar(172, 174, 90, "#94a3b8", 10) +
        bar(64, 200, 120, "#fde68a", 10) +
        bar(44, 226, 40, "#f0abfc", 10) +
        // brackets
        text(250, 250, "</>", { size: 64, weight: 700, fill: "#ffffff", opacity: 0.9 }) +
        // network graph
        `<g stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"><line x1="150" y1="330" x2="260" y2="300"/><line x1="260" y1="300" x2="360" y2="350"/><line x1="260" y1="300" x2="340" y2="210"/><line x1="150" y1="330" x2="230" y2="380"/><line x1="230" y1="380" x2="360" y2="350"/></g>` +
        circle(150, 330, 14, white) +
        circle(260, 300, 18, p.accent) +
        circle(360, 350, 14, white) +
        circle(340, 210, 12, white) +
        circle(230, 380, 10, p.soft) +
        // cloud
        `<path d="M300 150 a32 32 0 0 1 62 -10 a26 26 0 0 1 20 50 h-82 a22 22 0 0 1 0 -40 z" fill="#ffffff" fill-opacity="0.9" transform="translate(0 -120)"/>`;
      break;
    case "digital":
      g =
        // dashboard card with bars and trend line
        rect(20, 120, 270, 250, 18, white, 'fill-opacity="0.92"') +
        bar(44, 144, 110, p.to, 12) +
        bar(44, 166, 70, "#cbd5e1") +
        [60, 95, 80, 130, 115, 160]
          .map((h, i) => rect(48 + i * 38, 340 - h, 24, h, 6, i === 5 ? p.from : p.soft))
          .join("") +
        `<polyline points="60,270 98,240 136,252 174,205 212,218 250,170" fill="none" stroke="${p.to}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
        circle(250, 170, 8, p.to) +
        // speech bubble with heart
        `<path d="M250 30 h120 a18 18 0 0 1 18 18 v60 a18 18 0 0 1 -18 18 h-70 l-26 24 v-24 h-24 a18 18 0 0 1 -18 -18 v-60 a18 18 0 0 1 18 -18 z" fill="${p.accent}"/>` +
        `<path d="M310 104 l-24 -24 a14 14 0 0 1 24 -16 a14 14 0 0 1 24 16 z" fill="#ffffff"/>` +
        // magnifier
        `<circle cx="340" cy="270" r="40" fill="none" stroke="#ffffff" stroke-width="10"/>` +
        `<line x1="368" y1="298" x2="396" y2="326" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>` +
        // notification badge
        rect(110, 40, 110, 52, 26, "#ffffff", 'fill-opacity="0.9"') +
        circle(138, 66, 14, p.from) +
        bar(160, 60, 44, p.to, 12);
      break;
  }
  return `<g transform="translate(${x} ${y}) scale(${size / 400})">${g}</g>`;
}

// ---------------------------------------------------------------------------
// Services: 1200×800

function serviceSvg(id: ServiceCategoryId, title: string, serviceTitles: string[]): string {
  const W = 1200;
  const H = 800;
  const p = PALETTES[id];
  const bg = background(W, H, p, id.length);
  const list = serviceTitles
    .slice(0, 3)
    .map(
      (s, i) =>
        circle(96, 596 + i * 46, 7, p.accent) +
        text(116, 604 + i * 46, s, { size: 26, fill: "#ffffff", opacity: 0.92 }),
    )
    .join("");
  const titleLines = wrap(title, 16, 2);
  const body =
    bg.body +
    motif(id, 680, 160, 480, p) +
    pill(88, 120, "NOS SERVICES", 18, "#ffffff", p.to) +
    textBlock(88, 250, titleLines, 70, { size: 58, weight: 700 }) +
    rect(88, 250 + titleLines.length * 70 - 24, 90, 8, 4, p.accent) +
    list;
  return svgDoc(W, H, bg.defs, body);
}

// ---------------------------------------------------------------------------
// Projects: 1600×1000, stylised UI mock-ups

interface ProjectTheme {
  from: string;
  to: string;
  primary: string;
  accent: string;
  soft: string;
  name: string;
}

const FINTECH: ProjectTheme = {
  from: "#0f172a",
  to: "#1e3a8a",
  primary: "#2563eb",
  accent: "#f59e0b",
  soft: "#dbeafe",
  name: "Lagunia Pay",
};

const ENERGY: ProjectTheme = {
  from: "#052e16",
  to: "#115e59",
  primary: "#059669",
  accent: "#facc15",
  soft: "#d1fae5",
  name: "Savane Énergie",
};

function projectBackground(t: ProjectTheme): { defs: string; body: string } {
  const W = 1600;
  const H = 1000;
  const defs =
    linear("pbg", t.from, t.to) +
    radialGlow("pglowA", t.primary, 0.55) +
    radialGlow("pglowB", t.accent, 0.25) +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="24" stdDeviation="28" flood-color="#000000" flood-opacity="0.35"/></filter>`;
  const body =
    rect(0, 0, W, H, 0, "url(#pbg)") +
    `<ellipse cx="1250" cy="200" rx="700" ry="520" fill="url(#pglowA)"/>` +
    `<ellipse cx="200" cy="950" rx="520" ry="380" fill="url(#pglowB)"/>` +
    `<circle cx="1480" cy="900" r="260" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="3"/>` +
    `<circle cx="120" cy="120" r="180" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="3"/>`;
  return { defs, body };
}

/** A phone frame whose screen content is drawn in a 300×620 coordinate space. */
function phone(x: number, y: number, scale: number, screen: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#shadow)">${rect(0, 0, 340, 680, 48, "#0b1120")}<g transform="translate(20 30)"><clipPath id="clip${Math.round(
    x,
  )}${Math.round(y)}"><rect width="300" height="620" rx="30"/></clipPath><g clip-path="url(#clip${Math.round(x)}${Math.round(y)})">${rect(
    0,
    0,
    300,
    620,
    0,
    "#f8fafc",
  )}${screen}</g></g>${rect(130, 12, 80, 8, 4, "#1f2937")}</g>`;
}

/** A browser window whose content is drawn in a (w)×(h-44) space below the tab bar. */
function browser(x: number, y: number, w: number, h: number, content: string): string {
  const clipId = `bclip${Math.round(x)}${Math.round(y)}`;
  return `<g transform="translate(${x} ${y})" filter="url(#shadow)"><clipPath id="${clipId}"><rect width="${w}" height="${h}" rx="18"/></clipPath><g clip-path="url(#${clipId})">${rect(0, 0, w, h, 18, "#f8fafc")}${rect(0, 0, w, 44, 18, "#e2e8f0")}${rect(
    0,
    26,
    w,
    18,
    0,
    "#e2e8f0",
  )}${circle(24, 22, 6, "#f87171")}${circle(44, 22, 6, "#fbbf24")}${circle(64, 22, 6, "#34d399")}${rect(96, 12, w * 0.45, 20, 10, "#ffffff")}<g transform="translate(0 44)">${content}</g></g></g>`;
}

function fintechBalanceScreen(t: ProjectTheme): string {
  return (
    rect(0, 0, 300, 210, 0, t.primary) +
    text(24, 52, "Bonjour, Awa", { size: 15, fill: "#ffffff", opacity: 0.85 }) +
    text(24, 100, "Solde disponible", { size: 13, fill: "#ffffff", opacity: 0.75 }) +
    text(24, 140, "248 500 FCFA", { size: 30, weight: 700 }) +
    [
      ["Envoyer", 24],
      ["Payer", 112],
      ["Recharger", 200],
    ]
      .map(([label, px]) => {
        const xx = Number(px);
        return (
          rect(xx, 160, 76, 34, 17, "#ffffff", 'fill-opacity="0.18"') +
          text(xx + 38, 182, String(label), { size: 11, weight: 700, anchor: "middle" })
        );
      })
      .join("") +
    text(24, 250, "Transactions récentes", { size: 14, weight: 700, fill: "#0f172a" }) +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const yy = 272 + i * 64;
        const credit = i % 2 === 1;
        return (
          rect(16, yy, 268, 54, 12, "#ffffff", 'stroke="#e2e8f0"') +
          circle(44, yy + 27, 15, credit ? "#dcfce7" : t.soft) +
          bar(70, yy + 16, 100 - i * 8, "#334155", 9) +
          bar(70, yy + 33, 60, "#cbd5e1", 7) +
          bar(210, yy + 22, 58, credit ? "#16a34a" : "#dc2626", 10)
        );
      })
      .join("")
  );
}

function fintechOnboardingScreen(t: ProjectTheme, step: number): string {
  return (
    text(24, 60, `Étape ${step} sur 4`, { size: 13, fill: "#64748b" }) +
    [0, 1, 2, 3].map((i) => rect(24 + i * 66, 74, 58, 6, 3, i < step ? t.primary : "#e2e8f0")).join("") +
    text(24, 130, step === 2 ? "Votre numéro" : "Vérifiez votre identité", { size: 22, weight: 700, fill: "#0f172a" }) +
    bar(24, 150, 220, "#cbd5e1", 9) +
    bar(24, 168, 160, "#cbd5e1", 9) +
    rect(24, 210, 252, 54, 12, "#ffffff", `stroke="${t.primary}" stroke-width="2"`) +
    text(44, 244, step === 2 ? "+225  07 00 00 00 00" : "Carte nationale d’identité", { size: 15, fill: "#0f172a" }) +
    rect(24, 284, 252, 150, 14, t.soft) +
    rect(110, 320, 80, 60, 8, "none", `stroke="${t.primary}" stroke-width="3" stroke-dasharray="8 6"`) +
    circle(150, 350, 12, t.primary) +
    bar(80, 400, 140, "#93c5fd", 9) +
    rect(24, 530, 252, 56, 28, t.primary) +
    text(150, 564, "Continuer", { size: 17, weight: 700, anchor: "middle" })
  );
}

function fintechHistoryScreen(t: ProjectTheme): string {
  return (
    text(24, 60, "Suivi du transfert", { size: 20, weight: 700, fill: "#0f172a" }) +
    rect(24, 84, 252, 110, 16, t.primary) +
    text(44, 122, "Montant envoyé", { size: 12, opacity: 0.8 }) +
    text(44, 160, "75 000 FCFA", { size: 26, weight: 700 }) +
    ["Demande envoyée", "Paiement validé", "Crédité au destinataire"]
      .map((label, i) => {
        const yy = 240 + i * 84;
        return (
          (i < 2 ? `<line x1="46" y1="${yy + 16}" x2="46" y2="${yy + 84}" stroke="#22c55e" stroke-width="4"/>` : "") +
          circle(46, yy, 16, "#22c55e") +
          `<path d="M38 ${yy} l6 6 l11 -12" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` +
          text(78, yy + 6, label, { size: 15, weight: 700, fill: "#0f172a" }) +
          bar(78, yy + 20, 110, "#cbd5e1", 8)
        );
      })
      .join("") +
    rect(24, 530, 252, 56, 28, "#ffffff", `stroke="${t.primary}" stroke-width="2"`) +
    text(150, 564, "Partager le reçu", { size: 16, weight: 700, fill: t.primary, anchor: "middle" })
  );
}

function fintechDashboard(t: ProjectTheme, w: number, h: number): string {
  const chart = [220, 180, 200, 150, 170, 120, 140, 90, 100, 60];
  const pts = chart.map((v, i) => `${300 + i * 62},${v + 160}`).join(" ");
  return (
    rect(0, 0, 220, h - 44, 0, "#0f172a") +
    text(28, 50, t.name, { size: 22, weight: 700 }) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => rect(24, 90 + i * 48, i === 0 ? 172 : 140, 30, 10, i === 0 ? t.primary : "#1e293b"))
      .join("") +
    text(270, 60, "Tableau de bord", { size: 26, weight: 700, fill: "#0f172a" }) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(270 + i * 250, 90, 230, 110, 16, i === 0 ? t.primary : "#ffffff", i === 0 ? "" : 'stroke="#e2e8f0"') +
          bar(294 + i * 250, 116, 90, i === 0 ? "#bfdbfe" : "#cbd5e1", 9) +
          text(294 + i * 250, 170, ["1,2 M FCFA", "3 482", "+18 %"][i] ?? "", {
            size: 28,
            weight: 700,
            fill: i === 0 ? "#ffffff" : "#0f172a",
          }),
      )
      .join("") +
    rect(270, 220, 730, 230, 16, "#ffffff", 'stroke="#e2e8f0"') +
    `<polyline points="${pts}" fill="none" stroke="${t.primary}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<polygon points="300,440 ${pts} 858,440" fill="${t.primary}" fill-opacity="0.12"/>` +
    circle(858, 220, 9, t.accent) +
    rect(270, 470, 730, Math.max(0, h - 44 - 500), 16, "#ffffff", 'stroke="#e2e8f0"') +
    [0, 1, 2]
      .map(
        (i) =>
          bar(296, 498 + i * 34, 260 - i * 40, "#cbd5e1", 10) +
          bar(860, 498 + i * 34, 110, i === 1 ? "#16a34a" : "#334155", 10),
      )
      .join("") +
    (w > 1100 ? rect(1020, 90, w - 1050, h - 164, 16, "#ffffff", 'stroke="#e2e8f0"') : "")
  );
}

function fintechDesignSystem(t: ProjectTheme): string {
  const swatches = [t.primary, "#1e3a8a", t.accent, "#16a34a", "#dc2626", "#0f172a"];
  return (
    rect(120, 110, 1360, 780, 28, "#ffffff", 'filter="url(#shadow)"') +
    text(180, 200, "Design system", { size: 44, weight: 700, fill: "#0f172a" }) +
    bar(180, 226, 300, "#cbd5e1", 12) +
    text(180, 310, "Couleurs", { size: 20, weight: 700, fill: "#64748b" }) +
    swatches
      .map((c, i) => rect(180 + i * 110, 330, 90, 90, 18, c) + bar(180 + i * 110, 434, 70, "#cbd5e1", 8))
      .join("") +
    text(180, 510, "Typographie", { size: 20, weight: 700, fill: "#64748b" }) +
    text(180, 610, "Aa", { size: 96, weight: 700, fill: "#0f172a" }) +
    text(340, 566, "Titre principal", { size: 32, weight: 700, fill: "#0f172a" }) +
    text(340, 604, "Texte courant lisible sur petit écran", { size: 20, fill: "#475569" }) +
    text(180, 700, "Composants", { size: 20, weight: 700, fill: "#64748b" }) +
    rect(180, 724, 200, 60, 30, t.primary) +
    text(280, 762, "Payer", { size: 20, weight: 700, anchor: "middle" }) +
    rect(400, 724, 200, 60, 30, "#ffffff", `stroke="${t.primary}" stroke-width="3"`) +
    text(500, 762, "Annuler", { size: 20, weight: 700, fill: t.primary, anchor: "middle" }) +
    rect(620, 724, 70, 40, 20, "#16a34a") +
    circle(670, 744, 15, "#ffffff") +
    // component cards on the right
    rect(920, 300, 480, 200, 20, t.primary) +
    text(956, 360, "Solde disponible", { size: 20, opacity: 0.8 }) +
    text(956, 420, "248 500 FCFA", { size: 44, weight: 700 }) +
    bar(956, 450, 160, "#93c5fd", 10) +
    rect(920, 530, 480, 90, 18, "#ffffff", 'stroke="#e2e8f0" stroke-width="2"') +
    circle(970, 575, 24, t.soft) +
    bar(1010, 556, 180, "#334155", 12) +
    bar(1010, 582, 120, "#cbd5e1", 10) +
    bar(1290, 566, 80, "#16a34a", 14) +
    rect(920, 650, 480, 90, 18, "#ffffff", 'stroke="#e2e8f0" stroke-width="2"') +
    circle(970, 695, 24, "#fef3c7") +
    bar(1010, 676, 150, "#334155", 12) +
    bar(1010, 702, 100, "#cbd5e1", 10) +
    bar(1290, 686, 80, "#dc2626", 14)
  );
}

function energyHomeScreen(t: ProjectTheme): string {
  return (
    rect(0, 0, 300, 250, 0, t.primary) +
    text(24, 52, "Compteur n° 0412 7788", { size: 13, opacity: 0.85 }) +
    text(24, 96, "Crédit restant", { size: 13, opacity: 0.8 }) +
    text(24, 140, "86,4 kWh", { size: 34, weight: 700 }) +
    rect(24, 160, 252, 12, 6, "#ffffff", 'fill-opacity="0.25"') +
    rect(24, 160, 160, 12, 6, t.accent) +
    rect(24, 190, 252, 44, 22, "#ffffff") +
    text(150, 218, "Recharger", { size: 16, weight: 700, fill: t.primary, anchor: "middle" }) +
    [
      ["Signalement", "#fee2e2", "#dc2626"],
      ["Mes demandes", t.soft, t.primary],
      ["Historique", "#fef9c3", "#ca8a04"],
      ["Agences", "#e0e7ff", "#4f46e5"],
    ]
      .map(([label, bgc, fg], i) => {
        const col = i % 2;
        const row = Math.floor(i / 2);
        const xx = 16 + col * 138;
        const yy = 270 + row * 130;
        return (
          rect(xx, yy, 130, 116, 16, "#ffffff", 'stroke="#e2e8f0"') +
          circle(xx + 36, yy + 38, 20, bgc ?? "#ffffff") +
          circle(xx + 36, yy + 38, 8, fg ?? "#000000") +
          text(xx + 16, yy + 92, label ?? "", { size: 12, weight: 700, fill: "#0f172a" })
        );
      })
      .join("") +
    rect(16, 540, 268, 60, 14, "#fffbeb", 'stroke="#fde68a"') +
    circle(44, 570, 10, "#f59e0b") +
    bar(66, 560, 150, "#92400e", 8) +
    bar(66, 576, 100, "#d6b36a", 7)
  );
}

function energyIncidentScreen(t: ProjectTheme): string {
  return (
    text(24, 56, "Signaler une panne", { size: 20, weight: 700, fill: "#0f172a" }) +
    rect(16, 76, 268, 200, 16, "#e2e8f0") +
    `<path d="M16 150 Q 100 120 160 170 T 284 150" fill="none" stroke="#ffffff" stroke-width="14"/>` +
    `<path d="M90 76 L130 276" stroke="#ffffff" stroke-width="10"/>` +
    `<path d="M200 76 L180 276" stroke="#cbd5e1" stroke-width="8"/>` +
    rect(30, 200, 60, 50, 6, "#bbf7d0") +
    rect(220, 96, 50, 40, 6, "#bfdbfe") +
    `<path d="M150 130 a24 24 0 0 1 48 0 c0 20 -24 44 -24 44 s-24 -24 -24 -44 z" fill="#dc2626"/>` +
    circle(174, 130, 9, "#ffffff") +
    text(24, 314, "Type d’incident", { size: 13, weight: 700, fill: "#64748b" }) +
    ["Coupure totale", "Compteur bloqué", "Câble endommagé"]
      .map((label, i) => {
        const active = i === 0;
        return (
          rect(
            16,
            328 + i * 52,
            268,
            42,
            12,
            active ? t.soft : "#ffffff",
            `stroke="${active ? t.primary : "#e2e8f0"}" stroke-width="2"`,
          ) +
          circle(40, 349 + i * 52, 8, active ? t.primary : "#cbd5e1") +
          text(60, 354 + i * 52, label, { size: 14, fill: "#0f172a" })
        );
      })
      .join("") +
    rect(16, 492, 128, 36, 10, "#ffffff", 'stroke="#e2e8f0"') +
    text(80, 515, "+ Photo", { size: 13, weight: 700, fill: t.primary, anchor: "middle" }) +
    rect(24, 548, 252, 52, 26, t.primary) +
    text(150, 580, "Envoyer le signalement", { size: 15, weight: 700, anchor: "middle" })
  );
}

function energyTicketScreen(t: ProjectTheme): string {
  return (
    text(24, 56, "Demande n° 2418", { size: 20, weight: 700, fill: "#0f172a" }) +
    pill(24, 74, "EN COURS", 12, "#fef3c7", "#92400e") +
    ["Signalement reçu", "Technicien assigné", "Intervention en cours", "Courant rétabli"]
      .map((label, i) => {
        const done = i < 3;
        const yy = 150 + i * 90;
        return (
          (i < 3
            ? `<line x1="46" y1="${yy + 16}" x2="46" y2="${yy + 90}" stroke="${i < 2 ? t.primary : "#cbd5e1"}" stroke-width="4"/>`
            : "") +
          circle(46, yy, 16, done ? t.primary : "#e2e8f0") +
          text(78, yy + 6, label, { size: 15, weight: 700, fill: done ? "#0f172a" : "#94a3b8" }) +
          bar(78, yy + 20, 120, done ? "#cbd5e1" : "#e2e8f0", 8)
        );
      })
      .join("") +
    rect(16, 510, 268, 90, 16, t.soft) +
    circle(56, 555, 22, t.primary) +
    bar(90, 540, 130, "#065f46", 10) +
    bar(90, 560, 90, "#6ee7b7", 8)
  );
}

function energyAgentDashboard(t: ProjectTheme, h: number): string {
  const columns = ["Nouveaux", "Assignés", "En cours", "Résolus"];
  return (
    rect(0, 0, 220, h - 44, 0, "#064e3b") +
    text(28, 50, "Savane", { size: 24, weight: 700 }) +
    [0, 1, 2, 3, 4]
      .map((i) => rect(24, 90 + i * 48, i === 1 ? 172 : 140, 30, 10, i === 1 ? t.primary : "#065f46"))
      .join("") +
    text(270, 60, "Réclamations clients", { size: 26, weight: 700, fill: "#0f172a" }) +
    [
      ["1 284", "tickets ce mois"],
      ["24 h", "délai moyen"],
      ["94 %", "résolus"],
    ]
      .map(
        ([v, l], i) =>
          rect(270 + i * 250, 84, 230, 96, 16, "#ffffff", 'stroke="#e2e8f0"') +
          text(294 + i * 250, 136, v ?? "", { size: 30, weight: 700, fill: i === 1 ? t.primary : "#0f172a" }) +
          text(294 + i * 250, 162, l ?? "", { size: 14, fill: "#64748b" }),
      )
      .join("") +
    columns
      .map((c, i) => {
        const xx = 270 + i * 190;
        const cards = [3, 2, 2, 3][i] ?? 2;
        return (
          rect(xx, 200, 176, h - 44 - 236, 16, "#f1f5f9") +
          text(xx + 16, 234, c, { size: 15, weight: 700, fill: "#334155" }) +
          Array.from(
            { length: cards },
            (_, k) =>
              rect(xx + 12, 252 + k * 96, 152, 84, 12, "#ffffff", 'stroke="#e2e8f0"') +
              rect(xx + 24, 264 + k * 96, 44, 14, 7, [t.accent, "#fca5a5", "#93c5fd", "#86efac"][i] ?? t.accent) +
              bar(xx + 24, 290 + k * 96, 120, "#334155", 9) +
              bar(xx + 24, 308 + k * 96, 80, "#cbd5e1", 8),
          ).join("")
        );
      })
      .join("") +
    rect(1050, 84, 330, h - 44 - 120, 16, "#ffffff", 'stroke="#e2e8f0"') +
    text(1074, 124, "Par commune", { size: 18, weight: 700, fill: "#0f172a" }) +
    [
      ["Yopougon", 250],
      ["Abobo", 205],
      ["Cocody", 150],
      ["Koumassi", 120],
      ["Bouaké", 95],
      ["Yamoussoukro", 70],
    ]
      .map(([label, v], i) => {
        const yy = 160 + i * 72;
        return (
          text(1074, yy + 16, String(label), { size: 15, fill: "#475569" }) +
          rect(1074, yy + 28, 280, 14, 7, "#f1f5f9") +
          rect(1074, yy + 28, Number(v), 14, 7, i === 0 ? t.primary : "#6ee7b7")
        );
      })
      .join("")
  );
}

function projectCaption(t: ProjectTheme, caption: string): string {
  return text(96, 130, t.name, { size: 54, weight: 700 }) + text(98, 176, caption, { size: 24, opacity: 0.8 });
}

function projectSvg(kind: "fintech" | "energy", index: number): string {
  const t = kind === "fintech" ? FINTECH : ENERGY;
  const bg = projectBackground(t);
  let body = bg.body;
  if (kind === "fintech") {
    if (index === 0) {
      body +=
        projectCaption(t, "Refonte UX/UI de l’application de paiement") +
        browser(96, 240, 1080, 680, fintechDashboard(t, 1080, 680)) +
        phone(1150, 200, 1.12, fintechBalanceScreen(t));
    } else if (index === 1) {
      body +=
        projectCaption(t, "Inscription en quatre étapes et suivi des transferts") +
        phone(140, 250, 1.0, fintechOnboardingScreen(t, 2)) +
        phone(630, 230, 1.06, fintechBalanceScreen(t)) +
        phone(1120, 250, 1.0, fintechHistoryScreen(t));
    } else {
      body += fintechDesignSystem(t);
    }
  } else if (index === 0) {
    body +=
      projectCaption(t, "Application mobile de service client") +
      phone(820, 140, 1.18, energyHomeScreen(t)) +
      `<g filter="url(#shadow)">${rect(240, 420, 520, 110, 22, "#ffffff")}${circle(300, 475, 28, t.soft)}${circle(300, 475, 11, t.primary)}${text(
        348,
        466,
        "Recharge effectuée",
        {
          size: 24,
          weight: 700,
          fill: "#0f172a",
        },
      )}${text(348, 500, "5 000 FCFA via Mobile Money", { size: 19, fill: "#475569" })}</g>` +
      `<g filter="url(#shadow)">${rect(320, 580, 440, 110, 22, "#ffffff")}${circle(380, 635, 28, "#fef3c7")}${circle(380, 635, 11, "#f59e0b")}${text(
        428,
        626,
        "Technicien en route",
        {
          size: 24,
          weight: 700,
          fill: "#0f172a",
        },
      )}${text(428, 660, "Arrivée estimée : 35 min", { size: 19, fill: "#475569" })}</g>` +
      phone(1230, 300, 0.9, energyTicketScreen(t));
  } else if (index === 1) {
    body +=
      projectCaption(t, "Signalement d’incident et suivi en temps réel") +
      phone(300, 250, 1.0, energyIncidentScreen(t)) +
      phone(760, 230, 1.06, energyTicketScreen(t)) +
      phone(1220, 250, 1.0, energyHomeScreen(t));
  } else {
    body += projectCaption(t, "Tableau de bord des agents") + browser(96, 240, 1408, 700, energyAgentDashboard(t, 700));
  }
  return svgDoc(1600, 1000, bg.defs, body);
}

// ---------------------------------------------------------------------------
// Blog covers: 1200×675

function categoryIdOfName(name: string): ServiceCategoryId {
  return SERVICE_CATEGORIES.find((c) => c.title === name)?.id ?? "development";
}

function blogSvg(title: string, categoryName: string, author: string): string {
  const W = 1200;
  const H = 675;
  const id = categoryIdOfName(categoryName);
  const p = PALETTES[id];
  const bg = background(W, H, p, title.length);
  const lines = wrap(title, 24, 4);
  const lineHeight = 60;
  const top = 210 + (4 - lines.length) * 22;
  const body =
    bg.body +
    motif(id, 810, 160, 350, p) +
    pill(72, 96, categoryName.toUpperCase(), 17, "#ffffff", p.to) +
    textBlock(72, top, lines, lineHeight, { size: 50, weight: 700 }) +
    rect(72, top + lines.length * lineHeight - 24, 80, 7, 3.5, p.accent) +
    text(72, H - 64, `Par ${author} · Agence Digitale Abidjan`, { size: 22, opacity: 0.85 });
  return svgDoc(W, H, bg.defs, body);
}

// ---------------------------------------------------------------------------
// Default Open Graph image: 1200×630

function ogSvg(): string {
  const W = 1200;
  const H = 630;
  const defs =
    linear("ogbg", "#1e1b4b", "#0f172a") +
    radialGlow("ogA", "#7c3aed", 0.55) +
    radialGlow("ogB", "#0ea5e9", 0.35) +
    `<pattern id="ogdots" width="30" height="30" patternUnits="userSpaceOnUse">${circle(2, 2, 1.6, "#ffffff", 'fill-opacity="0.14"')}</pattern>`;
  const order: ServiceCategoryId[] = ["uxui", "audiovisual", "development", "digital"];
  const tiles = order
    .map((id, i) => {
      const p = PALETTES[id];
      const col = i % 2;
      const row = Math.floor(i / 2);
      const x = 800 + col * 170;
      const y = 150 + row * 170;
      return `<defs>${linear(`t${id}`, p.from, p.to)}<clipPath id="c${id}"><rect x="${x}" y="${y}" width="150" height="150" rx="28"/></clipPath></defs><g clip-path="url(#c${id})">${rect(
        x,
        y,
        150,
        150,
        0,
        `url(#t${id})`,
      )}${motif(id, x + 15, y + 15, 120, p)}</g>`;
    })
    .join("");
  const body =
    rect(0, 0, W, H, 0, "url(#ogbg)") +
    `<ellipse cx="980" cy="120" rx="520" ry="420" fill="url(#ogA)"/>` +
    `<ellipse cx="120" cy="620" rx="480" ry="320" fill="url(#ogB)"/>` +
    rect(40, 40, 220, 160, 0, "url(#ogdots)") +
    tiles +
    pill(80, 150, "ABIDJAN · CÔTE D’IVOIRE", 16, "#ffffff", "#312e81") +
    textBlock(80, 270, ["Agence Digitale", "Abidjan"], 78, { size: 70, weight: 700 }) +
    rect(80, 380, 100, 8, 4, "#a78bfa") +
    textBlock(80, 440, ["Design UX/UI, audiovisuel, développement", "et communication digitale"], 40, {
      size: 28,
      opacity: 0.88,
    }) +
    text(80, 560, "150+ projets · 30+ experts · 10+ ans d’expérience", { size: 20, opacity: 0.7 });
  return svgDoc(W, H, defs, body);
}

// ---------------------------------------------------------------------------
// Output

interface Job {
  /** Public URL path, e.g. /images/blog/x.webp */
  publicPath: string;
  width: number;
  height: number;
  svg: string;
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const category of SERVICE_CATEGORIES) {
    list.push({
      publicPath: category.image,
      width: 1200,
      height: 800,
      svg: serviceSvg(
        category.id,
        category.title,
        category.services.map((s) => s.title),
      ),
    });
  }
  SAMPLE_PROJECTS.forEach((project, projectIndex) => {
    const kind = projectIndex === 0 ? "fintech" : "energy";
    project.images.forEach((image, imageIndex) => {
      list.push({ publicPath: image, width: 1600, height: 1000, svg: projectSvg(kind, imageIndex) });
    });
  });
  for (const post of SAMPLE_BLOG_POSTS) {
    if (post.coverImage === null) continue;
    list.push({
      publicPath: post.coverImage,
      width: 1200,
      height: 675,
      svg: blogSvg(post.title, post.categoryName, post.author),
    });
  }
  list.push({ publicPath: "/images/og-default.webp", width: 1200, height: 630, svg: ogSvg() });
  return list;
}

async function render(job: Job): Promise<number> {
  if (!job.publicPath.startsWith("/images/") || !job.publicPath.endsWith(".webp")) {
    throw new Error(`Unexpected image path: ${job.publicPath}`);
  }
  const file = path.join(PUBLIC_DIR, job.publicPath);
  await mkdir(path.dirname(file), { recursive: true });
  const buffer = await sharp(Buffer.from(job.svg), { density: 72 })
    .resize(job.width, job.height, { fit: "fill" })
    .webp({ quality: WEBP_QUALITY, effort: 6 })
    .toBuffer();
  await writeFile(file, buffer);
  const { size } = await stat(file);
  return size;
}

async function main(): Promise<void> {
  let failed = false;
  for (const job of jobs()) {
    const size = await render(job);
    const kb = (size / 1024).toFixed(1);
    const flag = size > MAX_BYTES ? "  ← TOO LARGE" : "";
    if (size > MAX_BYTES) failed = true;
    console.log(`${job.publicPath}  ${job.width}×${job.height}  ${kb} KB${flag}`);
  }
  if (failed) {
    console.error(`Some images exceed ${MAX_BYTES / 1024} KB.`);
    process.exitCode = 1;
  }
}

await main();
