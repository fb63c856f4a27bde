import { SERVICE_CATEGORIES } from "@/lib/services/catalog";
import { CAROUSEL_REPEAT, CAROUSEL_SPEEDS_PX_PER_TICK, carouselLoopSeconds, carouselRows } from "@/lib/services/rules";
import type { ServiceCard } from "@/lib/services/types";
import { cn } from "@/lib/utils";
import { ServiceIcon } from "./service-icons";

/** Card width (300 px, within the spec's 280-320) plus the 24 px space after it. */
const CARD_PITCH_PX = 324;
const CATEGORY_TITLES = Object.fromEntries(SERVICE_CATEGORIES.map((category) => [category.id, category.title]));

function CarouselCard({ card }: { card: ServiceCard }) {
  return (
    <li className="mr-6 w-[300px] shrink-0 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <ServiceIcon name={card.icon} className="size-5" />
        </span>
        <p className="text-xs font-medium text-muted-foreground">{CATEGORY_TITLES[card.categoryId]}</p>
      </div>
      <h3 className="mt-4 font-semibold">{card.title}</h3>
      <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
    </li>
  );
}

/**
 * One endless row: a CSS transform animation (composited, no JavaScript timer) at the spec's speed,
 * stopped under prefers-reduced-motion, where the row scrolls by hand instead and shows its cards once.
 */
function CarouselRow({ cards, speed, direction }: { cards: ServiceCard[]; speed: number; direction: "forward" | "backward" }) {
  const seconds = carouselLoopSeconds(cards.length, CARD_PITCH_PX, speed);
  return (
    <div data-testid="carousel-row" className="overflow-hidden py-2 motion-reduce:overflow-x-auto">
      <div
        className="flex w-max motion-reduce:animate-none!"
        style={{ animation: `carousel-${direction} ${seconds.toFixed(1)}s linear infinite` }}
      >
        {Array.from({ length: CAROUSEL_REPEAT }, (_, copy) => (
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
