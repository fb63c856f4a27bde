import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { CATALOGUES } from "@/lib/i18n/messages";
import { serviceCards, serviceCardsOf, serviceCategories } from "@/lib/services/catalog";
import {
  CAROUSEL_SPEEDS_PX_PER_TICK,
  carouselLoopSeconds,
  carouselRows,
  isServiceCategoryId,
  serviceSummary,
} from "@/lib/services/rules";

const SERVICE_CARDS = serviceCards("fr");

describe("services summary", () => {
  it("lists the first three services, then 'Et N autres services...'", () => {
    const t = createTranslator({ locale: "fr", messages: CATALOGUES.fr, namespace: "Services" });
    const moreLabel = (count: number) => t("overview.moreServices", { count });
    const development = serviceSummary(serviceCardsOf("fr", "development"));
    expect(development.shown.map((card) => card.id)).toEqual([11, 12, 13]);
    expect(moreLabel(development.more)).toBe("Et 7 autres services...");
    expect(moreLabel(serviceSummary(serviceCardsOf("fr", "uxui")).more)).toBe("Et 2 autres services...");
  });

  it("adds no line when there are three services or fewer", () => {
    expect(serviceSummary(SERVICE_CARDS.slice(0, 3)).more).toBe(0);
  });

  it("knows the four category ids", () => {
    expect(["uxui", "audiovisual", "development", "digital"].every(isServiceCategoryId)).toBe(true);
    expect(isServiceCategoryId("web")).toBe(false);
  });
});

describe("services catalogue", () => {
  // The catalogues' check (i18n-messages.test.ts) compares their keys; the order of the services and of their
  // features is the catalogue's own, so it is compared here.
  it("is the same in every language but for its words: ids, icons, gradients, images, services in order", () => {
    const shape = (locale: Locale) => ({
      cards: serviceCards(locale).map(({ id, categoryId, icon }) => ({ id, categoryId, icon })),
      categories: serviceCategories(locale).map(({ id, gradient, image, services }) => ({
        id,
        gradient,
        image,
        services: services.map((service) => `${service.id} ${service.features.length}`),
      })),
    });
    expect(shape("en")).toEqual(shape("fr"));
    expect(serviceCategories("en")[0]!.services[0]!.title).toBe("User research");
  });
});

describe("expertise carousels", () => {
  it("split the 25 services into two rows", () => {
    const [first, second] = carouselRows(SERVICE_CARDS);
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
