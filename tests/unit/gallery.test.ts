import { describe, expect, it } from "vitest";
import {
  addImages,
  canRemoveImage,
  capFeaturedIndex,
  featuredFirst,
  featuredImage,
  removeImage,
} from "@/lib/projects/gallery";

const gallery = (featuredImageIndex: number) => ({ images: ["a", "b", "c", "d"], featuredImageIndex });

describe("project gallery", () => {
  it("shifts the featured index down when an earlier image is removed", () => {
    expect(removeImage(gallery(2), 0)).toEqual({ images: ["b", "c", "d"], featuredImageIndex: 1 });
  });

  it("keeps the featured index when a later image is removed", () => {
    expect(removeImage(gallery(1), 3)).toEqual({ images: ["a", "b", "c"], featuredImageIndex: 1 });
  });

  it("resets the featured index to 0 when the featured image is removed", () => {
    expect(removeImage(gallery(2), 2)).toEqual({ images: ["a", "b", "d"], featuredImageIndex: 0 });
  });

  it("never removes the last remaining image", () => {
    const single = { images: ["seule"], featuredImageIndex: 0 };
    expect(canRemoveImage(single)).toBe(false);
    expect(removeImage(single, 0)).toBe(single);
  });

  it("caps the featured index to the last image", () => {
    expect(capFeaturedIndex(7, 3)).toBe(2);
    expect(capFeaturedIndex(-1, 3)).toBe(0);
    expect(featuredImage({ images: ["a", "b"], featuredImageIndex: 5 })).toBe("b");
    expect(featuredImage({ images: ["a", "b"], featuredImageIndex: 1 })).toBe("b");
  });

  it("adds several images at once after the existing ones", () => {
    expect(addImages({ images: ["a"], featuredImageIndex: 0 }, ["b", "c"])).toEqual({
      images: ["a", "b", "c"],
      featuredImageIndex: 0,
    });
  });
});

describe("project gallery, edge cases", () => {
  it("ignores the removal of an image that is not there", () => {
    const before = gallery(1);
    expect(removeImage(before, 4)).toBe(before);
    expect(removeImage(before, -1)).toBe(before);
  });

  it("keeps the last image featured when the image before it is removed", () => {
    expect(removeImage(gallery(3), 1)).toEqual({ images: ["a", "c", "d"], featuredImageIndex: 2 });
  });

  it("makes the first image featured when the featured last image is removed", () => {
    expect(removeImage(gallery(3), 3)).toEqual({ images: ["a", "b", "c"], featuredImageIndex: 0 });
  });

  it("has no featured image without images", () => {
    expect(featuredImage({ images: [], featuredImageIndex: 0 })).toBeUndefined();
    expect(featuredFirst({ images: [], featuredImageIndex: 0 })).toEqual([]);
  });

  it("puts the featured image first for the public page (hero, then the others in their order)", () => {
    expect(featuredFirst(gallery(2))).toEqual(["c", "a", "b", "d"]);
    expect(featuredFirst(gallery(0))).toEqual(["a", "b", "c", "d"]);
    expect(featuredFirst(gallery(9))).toEqual(["d", "a", "b", "c"]);
  });
});
