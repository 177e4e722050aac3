import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { DECK_SLIDES } from '../api/deck-slides';
import { useDeckNavigation } from '../api/use-deck-navigation';
import { SlideView } from './slide-view';

/**
 * The ten-slide deck: previous/next wrap around, a dot per slide jumps to it, the
 * counter reads "n / 10", and the arrow keys page through it.
 */
export function PitchDeckViewer() {
  const total = DECK_SLIDES.length;
  const { index, next, previous, goTo } = useDeckNavigation(total);
  const slide = DECK_SLIDES[index]!;

  return (
    <section aria-roledescription="carousel" aria-label="Pitch deck" className="grid gap-5">
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${total}: ${slide.kicker}`}
        className="min-h-[32rem] lg:aspect-[16/9] lg:min-h-0"
      >
        <SlideView key={slide.id} slide={slide} number={index + 1} total={total} />
      </div>

      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        <div className="order-2 flex w-full items-center justify-between gap-3 sm:order-1 sm:w-auto sm:justify-start">
          <Button variant="outline" onClick={previous} aria-label="Previous slide">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <p className="min-w-16 text-center text-sm font-semibold tabular-nums" aria-live="polite" data-testid="slide-counter">
            {index + 1} / {total}
          </p>
          <Button variant="outline" onClick={next} aria-label="Next slide">
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <ol className="order-1 flex flex-wrap justify-center gap-1 sm:order-2" aria-label="Slides">
          {DECK_SLIDES.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Go to slide ${i + 1}: ${item.kicker}`}
                aria-current={i === index ? 'step' : undefined}
                className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === index ? 'w-6 bg-primary' : 'w-2.5 bg-foreground/25 group-hover:bg-foreground/50',
                  )}
                />
              </button>
            </li>
          ))}
        </ol>
      </div>
      <p className="hidden text-xs text-muted-foreground sm:block">Tip: use the ← and → keys to move between slides.</p>
    </section>
  );
}
