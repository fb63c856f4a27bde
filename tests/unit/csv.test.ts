import { describe, expect, it } from "vitest";
import { csvCell, csvLine, parseCsv, UTF8_BOM } from "@/lib/csv";

describe("CSV cells", () => {
  it("quote what needs it and make text of what a spreadsheet would run as a formula", () => {
    expect(csvCell("simple")).toBe("simple");
    expect(csvCell('a "mot", b')).toBe('"a ""mot"", b"');
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-3")).toBe("'-3");
    expect(csvCell(null)).toBe("");
    expect(csvLine(["a", 2, undefined])).toBe("a,2,\r\n");
  });
});

describe("parseCsv", () => {
  it("reads back what csvLine writes, quotes and line breaks inside cells included", () => {
    const rows = [
      ["E-mail", "Note"],
      ["awa@exemple.ci", 'dit "oui", puis\nconfirme'],
      ["koffi@lagune.ci", ""],
    ];
    expect(parseCsv(UTF8_BOM + rows.map(csvLine).join(""))).toEqual(rows);
  });

  it("reads a French Excel file (semicolons, LF or CR LF) and leaves empty lines out", () => {
    expect(parseCsv("Nom;E-mail\n\nAwa;awa@exemple.ci\r\nKoffi;koffi@lagune.ci")).toEqual([
      ["Nom", "E-mail"],
      ["Awa", "awa@exemple.ci"],
      ["Koffi", "koffi@lagune.ci"],
    ]);
  });

  it("takes a list of addresses, one per line, as one column", () => {
    expect(parseCsv("a@exemple.ci\nb@exemple.ci\n")).toEqual([["a@exemple.ci"], ["b@exemple.ci"]]);
  });
});
