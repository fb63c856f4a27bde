import { SERVICE_CATEGORIES } from "@/lib/services/catalog";
import { CAROUSEL_COPIES, CAROUSEL_SPEEDS_PX_PER_TICK, carouselLoopSeconds, carouselRows } from "@/lib/services/rules";
import type { ServiceCard } from "@/lib/services/types";
import { cn } from "@/lib/utils";

/** Card width (300 px, within the spec's 280-320) plus the 24 px space after it (globals.css). */
const CARD_PITCH_PX = 324;
const CATEGORY_TITLES = Object.fromEntries(SERVICE_CATEGORIES.map((category) => [category.id, category.title]));

// Fifty cards: their styles live in one CSS class (globals.css) rather than in each card's markup.
function CarouselCard({ card }: { card: ServiceCard }) {
  return (
    <li className="carousel-card">
      <p>{CATEGORY_TITLES[card.categoryId]}</p>
      <h3>{card.title}</h3>
      <p>{card.description}</p>
    </li>
  );
}

/**
 * One endless row: a CSS transform animation (composited, no JavaScript timer) at the spec's speed, moving the
 * track by one copy of its cards per loop. The spec repeats each list three times for its JavaScript loop; two
 * copies suffice here, each wider than any screen. Under prefers-reduced-motion the row stands still and scrolls
 * by hand instead, showing its cards once.
 */
function CarouselRow({ cards, speed, direction }: { cards: ServiceCard[]; speed: number; direction: "forward" | "backward" }) {
  const seconds = carouselLoopSeconds(cards.length, CARD_PITCH_PX, speed);
  return (
    <div data-testid="carousel-row" className="overflow-hidden py-2 motion-reduce:overflow-x-auto">
      <div
        className="flex w-max motion-reduce:animate-none!"
        style={{ animation: `carousel-${direction} ${seconds.toFixed(1)}s linear infinite` }}
      >
        {Array.from({ length: CAROUSEL_COPIES }, (_, copy) => (
          <ul key={copy} className={cn("flex", copy > 0 && "motion-reduce:hidden")} aria-hidden={copy > 0 || undefined}>
            {cards.map((card) => (
              <CarouselCard key={card.id} card={card} />
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}

/** 'Notre Expertise': the 25 services in two rows moving endlessly in opposite directions, one twice as fast. */
export function ExpertiseCarousels() {
  const [first, second] = carouselRows();
  return (
    <div className="space-y-4 [mask-image:linear-gradient(to_right,transparent,black_5%,black_95%,transparent)]">
      <CarouselRow cards={first} speed={CAROUSEL_SPEEDS_PX_PER_TICK[0]} direction="forward" />
      <CarouselRow cards={second} speed={CAROUSEL_SPEEDS_PX_PER_TICK[1]} direction="backward" />
    </div>
  );
}
