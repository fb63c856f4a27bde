import { describe, expect, it } from "vitest";
import { publicMediaOrigin, publicMediaUrl } from "@/lib/media/public-url";

const name = "3f2b8c1e-0000-4000-8000-000000000001.webp";

describe("the public address of an upload", () => {
  it("is the site's /uploads path when MEDIA_PUBLIC_URL is not set", () => {
    expect(publicMediaUrl(`/uploads/${name}`, null)).toBe(`/uploads/${name}`);
    expect(publicMediaOrigin(null)).toBeNull();
  });

  it("is under MEDIA_PUBLIC_URL when set, for uploads the pipeline wrote only", () => {
    const base = "https://cdn.agence.example/medias";
    expect(publicMediaUrl(`/uploads/${name}`, base)).toBe(`${base}/${name}`);
    for (const other of [
      "/images/hero.webp",
      "/placeholder/Titre",
      "https://ailleurs.example/a.webp",
      "/uploads/../x",
      name,
    ])
      expect(publicMediaUrl(other, base)).toBe(other);
    expect(publicMediaOrigin(base)).toBe("https://cdn.agence.example");
  });
});
