import { describe, expect, it } from "vitest";
import { publicMediaOrigin, publicMediaUrl } from "@/lib/media/public-url";

const name = "3f2b8c1e-0000-4000-8000-000000000001.webp";

describe("the public address of an upload", () => {
  it("is the site's /uploads path when MEDIA_PUBLIC_URL is not set", () => {
    expect(publicMediaUrl(`/uploads/${name}`, null)).toBe(`/uploads/${name}`);
    expect(publicMediaOrigin(null)).toBeNull();
  });

  it("is the object of the version named under MEDIA_PUBLIC_URL when set, for uploads the pipeline wrote only", () => {
    const base = "https://cdn.agence.example/medias";
    expect(publicMediaUrl(`/uploads/${name.replace(".webp", ".v1.webp")}`, base)).toBe(`${base}/${name}`);
    expect(publicMediaUrl(`/uploads/${name.replace(".webp", ".v3.webp")}`, base)).toBe(
      `${base}/${name.replace(".webp", ".v3.webp")}`,
    );
    for (const other of [
      "/images/hero.webp",
      "/placeholder/Titre",
      "https://ailleurs.example/a.webp",
      "/uploads/../x",
      name,
      // The image's own name means its current version, which only the app knows: its version-1 object may be gone.
      `/uploads/${name}`,
      // A frame is cut by the app, never stored.
      `/uploads/${name.replace(".webp", ".v2.card-0-0-10000-10000.webp")}`,
    ])
      expect(publicMediaUrl(other, base)).toBe(other);
    expect(publicMediaOrigin(base)).toBe("https://cdn.agence.example");
  });
});
