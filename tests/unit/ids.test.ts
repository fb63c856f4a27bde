import { describe, expect, it } from "vitest";
import { findByIdParam, MAX_ID, parseId } from "@/lib/ids";
import { idField } from "@/lib/schemas";

// One id rule for every address (route handlers, pages, the public project page). Before it, the API's parser read
// "012" as row 12 while the project pages' refused it: "012" names nothing, everywhere.
describe("ids in addresses", () => {
  it("accept a positive integer written as the site writes it, up to PostgreSQL's integer range", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(2147483647);
    for (const segment of ["0", "-1", "012", "1.5", "abc", "12abc", "2147483648", "99999999999", ""])
      expect(parseId(segment)).toBeNull();
  });

  it("refuse what Number() would read as a number: leading zeros, signs, spaces, exponents, hexadecimal", () => {
    for (const segment of ["012", "00", "+12", " 12", "12 ", "1e3", "0x10", "12.0", undefined, null])
      expect(parseId(segment)).toBeNull();
  });

  it("look nothing up for an address that names no row", async () => {
    const looked: number[] = [];
    const find = async (id: number) => (looked.push(id), { id });
    expect(await findByIdParam("012", find)).toBeNull();
    expect(await findByIdParam("12", find)).toEqual({ id: 12 });
    expect(looked).toEqual([12]);
  });
});

describe("ids in a server action's input", () => {
  const field = idField("Article non trouvé.");

  it("take the same range as addresses, with the domain's message otherwise", () => {
    expect(field.parse(12)).toBe(12);
    expect(field.parse(MAX_ID)).toBe(MAX_ID);
    for (const value of [0, -1, 1.5, MAX_ID + 1, "12", null]) {
      const result = field.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Article non trouvé.");
    }
  });
});
