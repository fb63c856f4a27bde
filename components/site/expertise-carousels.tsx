import type { CSSProperties } from "react";
import { getLocale } from "@/lib/i18n/server";
import { serviceCards, serviceCategories } from "@/lib/services/catalog";
import {
  CAROUSEL_CARD_PITCH_PX,
  CAROUSEL_SPEEDS_PX_PER_TICK,
  carouselLoopSeconds,
  carouselRows,
} from "@/lib/services/rules";
import type { ServiceCard, ServiceCategoryId } from "@/lib/services/types";

// Twenty-five cards: their styles live in CSS classes (globals.css) rather than in each card's markup.
function CarouselCard({ card, category, position }: { card: ServiceCard; category: string; position: number }) {
  return (
    <li className="carousel-card" style={{ "--position": position } as CSSProperties}>
      <p>{category}</p>
      <h3>{card.title}</h3>
      <p>{card.description}</p>
    </li>
  );
}

/**
 * One endless row, with each card once. Every card runs the same CSS transform animation (composited, no
 * JavaScript timer) across the whole row, started at its own point of the loop: a card leaving on one side
 * comes back on the other, off screen, so the row needs no second copy of its cards to have no gap. The spec's
 * JavaScript loop repeated each list three times. Under prefers-reduced-motion the row stands still and scrolls
 * by hand instead.
 */
function CarouselRow({
  cards,
  categoryTitles,
  speed,
  direction,
}: {
  cards: ServiceCard[];
  categoryTitles: Record<ServiceCategoryId, string>;
  speed: number;
  direction: "forward" | "backward";
}) {
  const style = {
    "--cards": cards.length,
    "--pitch": `${CAROUSEL_CARD_PITCH_PX}px`,
    "--loop": `${carouselLoopSeconds(cards.length, CAROUSEL_CARD_PITCH_PX, speed).toFixed(1)}s`,
  } as CSSProperties;
  return (
    <div data-testid="carousel-row" className="overflow-hidden py-2 motion-reduce:overflow-x-auto">
      <ul className="carousel-track" data-direction={direction} style={style}>
        {cards.map((card, position) => (
          <CarouselCard key={card.id} card={card} category={categoryTitles[card.categoryId]} position={position} />
        ))}
      </ul>
      {/* Parsed once the whole row is: its cards start moving together (globals.css, .carousel-end). */}
      <span hidden className="carousel-end" />
    </div>
  );
}

/** 'Notre Expertise': the 25 services in two rows moving endlessly in opposite directions, one twice as fast. */
export async function ExpertiseCarousels() {
  const locale = await getLocale();
  const [first, second] = carouselRows(serviceCards(locale));
  const categoryTitles = Object.fromEntries(
    serviceCategories(locale).map((category) => [category.id, category.title]),
  ) as Record<ServiceCategoryId, string>;
  return (
    <div className="space-y-4 [mask-image:linear-gradient(to_right,transparent,black_5%,black_95%,transparent)]">
      <CarouselRow
        cards={first}
        categoryTitles={categoryTitles}
        speed={CAROUSEL_SPEEDS_PX_PER_TICK[0]}
        direction="forward"
      />
      <CarouselRow
        cards={second}
        categoryTitles={categoryTitles}
        speed={CAROUSEL_SPEEDS_PX_PER_TICK[1]}
        direction="backward"
      />
    </div>
  );
}
