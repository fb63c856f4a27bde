import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, serverUploadRefusal, UPLOAD_ERRORS, uploadRefusal } from "@/lib/media/rules";
import { matchesSearch } from "@/lib/text";

describe("upload checks in the browser", () => {
  it("refuses a file not declared as an image, then one over 5 MB, with the spec's messages", () => {
    expect(uploadRefusal({ type: "application/pdf", size: 10 })).toBe(UPLOAD_ERRORS.invalidType);
    expect(uploadRefusal({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_ERRORS.tooLarge);
    expect(uploadRefusal({ type: "image/jpeg", size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it("recognises the server's refusals", () => {
    expect(serverUploadRefusal(413, "La requête est trop volumineuse.")).toBe(UPLOAD_ERRORS.tooLarge);
    expect(serverUploadRefusal(400, UPLOAD_ERRORS.invalidType.description)).toBe(UPLOAD_ERRORS.invalidType);
    expect(serverUploadRefusal(503, "Le service est momentanément indisponible.")).toBeNull();
  });
});

describe("text search in the browser", () => {
  it("matches a case-insensitive substring of any field; a blank search matches everything", () => {
    expect(matchesSearch(["Développement Web", null], "WEB")).toBe(true);
    expect(matchesSearch(["SEO", "Référencement naturel"], "référencement")).toBe(true);
    expect(matchesSearch(["SEO", undefined], "vidéo")).toBe(false);
    expect(matchesSearch(["SEO"], "   ")).toBe(true);
  });
});
