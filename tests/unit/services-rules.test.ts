import { describe, expect, it } from "vitest";
import { SERVICE_CARDS, serviceCardsOf } from "@/lib/services/catalog";
import {
  CAROUSEL_SPEEDS_PX_PER_TICK,
  carouselLoopSeconds,
  carouselRows,
  isServiceCategoryId,
  serviceSummary,
} from "@/lib/services/rules";

describe("services summary", () => {
  it("lists the first three services, then 'Et N autres services...'", () => {
    const development = serviceSummary(serviceCardsOf("development"));
    expect(development.shown.map((card) => card.id)).toEqual([11, 12, 13]);
    expect(development.moreLabel).toBe("Et 7 autres services...");
    expect(serviceSummary(serviceCardsOf("uxui")).moreLabel).toBe("Et 2 autres services...");
  });

  it("adds no line when there are three services or fewer", () => {
    expect(serviceSummary(SERVICE_CARDS.slice(0, 3)).moreLabel).toBeNull();
  });

  it("knows the four category ids", () => {
    expect(["uxui", "audiovisual", "development", "digital"].every(isServiceCategoryId)).toBe(true);
    expect(isServiceCategoryId("web")).toBe(false);
  });
});

describe("expertise carousels", () => {
  it("split the 25 services into two rows", () => {
    const [first, second] = carouselRows();
    expect(first).toHaveLength(13);
    expect(second).toHaveLength(12);
    expect([...first, ...second].map((card) => card.id)).toEqual(SERVICE_CARDS.map((card) => card.id));
  });

  it("loop at the spec's speeds: 0.2 px per 16 ms tick is 12.5 px/s, the second row half as fast", () => {
    expect(carouselLoopSeconds(10, 125, 0.2)).toBeCloseTo(100);
    const [fast, slow] = CAROUSEL_SPEEDS_PX_PER_TICK;
    expect(carouselLoopSeconds(12, 324, slow) / carouselLoopSeconds(12, 324, fast)).toBeCloseTo(2);
  });
});
