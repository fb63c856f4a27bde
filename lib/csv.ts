// CSV as spreadsheets read and write it (RFC 4180, UTF-8 with a BOM): the exports of the back office (leads,
// newsletter subscribers) and the newsletter's import.

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled. A text that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return before one) gets a leading
 * apostrophe, which spreadsheets show as text.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV line, ended by CRLF as RFC 4180 asks. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Excel reads a UTF-8 file without it as its local code page, which garbles every accent. */
export const UTF8_BOM = "\uFEFF";

/**
 * The rows of a CSV text (RFC 4180: quoted cells with doubled quotes and line breaks inside, CRLF or LF), its BOM
 * dropped. The separator is the comma, or the semicolon when the first line has more of them (what a French Excel
 * writes). Empty lines are left out.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index += 1;
      row.push(cell);
      if (row.some((value) => value !== "")) rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  row.push(cell);
  if (row.some((value) => value !== "")) rows.push(row);
  return rows;
}

/**
 * A CSV file download streamed from `lines` (each chunk read when the client is ready for it, so that a long export
 * never sits whole in memory); the generator is closed if the client goes away.
 */
export function csvDownload(lines: AsyncGenerator<string>, fileName: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
