import { SERVICE_CATEGORY_IDS, type ServiceCard, type ServiceCategoryId } from "@/lib/services/types";

export const SUMMARY_SERVICE_COUNT = 3;

export function isServiceCategoryId(value: string): value is ServiceCategoryId {
  return (SERVICE_CATEGORY_IDS as readonly string[]).includes(value);
}

/** A category card of /services: its first three services, then how many more it has ('Et N autres services...'). */
export function serviceSummary(cards: readonly ServiceCard[]): { shown: ServiceCard[]; more: number } {
  return {
    shown: cards.slice(0, SUMMARY_SERVICE_COUNT),
    more: Math.max(0, cards.length - SUMMARY_SERVICE_COUNT),
  };
}

/** The spec's carousels: a 16 ms tick, the first row moving 0.2 px and the second 0.1 px per tick. */
export const CAROUSEL_TICK_MS = 16;
export const CAROUSEL_SPEEDS_PX_PER_TICK = [0.2, 0.1] as const;
/** A carousel card and the space after it: cards 300 px wide (the spec's 280-320), 24 px apart (globals.css). */
export const CAROUSEL_CARD_PITCH_PX = 324;

/** The two rows of the 'Notre Expertise' carousels: the 25 services, split in two halves. */
export function carouselRows(cards: readonly ServiceCard[]): [ServiceCard[], ServiceCard[]] {
  const half = Math.ceil(cards.length / 2);
  return [cards.slice(0, half), cards.slice(half)];
}

/**
 * Duration of one loop of a carousel row animated with a CSS transform: the time the spec's speed takes
 * to move a card along the whole row (`cardCount` cards every `pitchPx` pixels).
 */
export function carouselLoopSeconds(cardCount: number, pitchPx: number, speedPxPerTick: number): number {
  const pixelsPerSecond = (speedPxPerTick * 1000) / CAROUSEL_TICK_MS;
  return (cardCount * pitchPx) / pixelsPerSecond;
}
