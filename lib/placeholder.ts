const MAX_TITLE_LENGTH = 60;
const LINE_LENGTH = 26;

function escapeXml(text: string) {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!,
  );
}

/** Splits a title into at most three lines of about 26 characters, on word boundaries. */
function wrap(title: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && (line + " " + word).length > LINE_LENGTH) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A 1200×800 SVG with the brand gradient and the title, for items that have no image. */
export function placeholderSvg(rawTitle: string): string {
  const title = rawTitle.trim().slice(0, MAX_TITLE_LENGTH) || "Image";
  const lines = wrap(title);
  const firstY = 400 - ((lines.length - 1) * 70) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="600" y="${firstY + index * 70}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>
<circle cx="1040" cy="140" r="220" fill="#ffffff" fill-opacity="0.06"/><circle cx="140" cy="700" r="260" fill="#ffffff" fill-opacity="0.05"/>
<g fill="#ffffff" font-family="sans-serif" font-size="56" font-weight="700">${text}</g>
</svg>`;
}
