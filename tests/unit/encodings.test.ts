import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch, preferredEncoding } from "../../server/encodings";

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip;q=1", "gzip"],
    ["gzip;q=0, br", "br"],
    ["br;q=0, gzip;q=0", undefined],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0.1, gzip", "gzip"],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    expect(preferredEncoding(header), "asked again (remembered)").toBe(expected);
  });

  it("answers the same after more distinct values than it remembers", () => {
    for (let index = 0; index < 600; index++) expect(preferredEncoding(`x-${index}, gzip`)).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeUndefined();
  });
});

describe("matchesIfNoneMatch", () => {
  it.each([
    ['"abc-br"', '"abc-br"', true],
    ['"abc"', '"abc-br"', false],
    ['"abc-gzip", "abc-br"', '"abc-br"', true],
    ['W/"abc-br"', '"abc-br"', true],
    ["*", '"abc-br"', true],
    ["", '"abc-br"', false],
    [undefined, '"abc-br"', false],
  ])("%j against %s → %s", (header, etag, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
