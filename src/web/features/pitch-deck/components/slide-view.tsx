import { cn } from '@web/lib/cn';
import type { DeckSlide } from '../api/deck-slides';

/** One slide, drawn on the graphite surface of the home hero. */
export function SlideView({ slide, number, total }: { slide: DeckSlide; number: number; total: number }) {
  const isTitle = slide.id === 'title';
  return (
    <div
      className={cn(
        'relative isolate flex h-full flex-col overflow-hidden rounded-2xl p-6 surface-inverse sm:p-10 lg:p-12',
        isTitle && 'justify-center',
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 -z-10 size-80 rounded-full bg-primary/25 blur-3xl" />
      <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.16em] text-inverse-brand">
        <span className="tabular-nums text-inverse-muted" aria-hidden="true">
          {String(number).padStart(2, '0')}/{String(total).padStart(2, '0')}
        </span>
        {slide.kicker}
      </p>
      <h2
        className={
          isTitle
            ? 'mt-4 max-w-3xl text-3xl font-extrabold italic leading-tight tracking-tight text-balance sm:text-5xl'
            : 'mt-3 max-w-3xl text-2xl font-bold leading-tight tracking-tight text-balance sm:text-4xl'
        }
      >
        {slide.title}
      </h2>
      {slide.subtitle && <p className="mt-4 max-w-2xl text-base leading-relaxed text-inverse-muted sm:text-lg">{slide.subtitle}</p>}

      {slide.figures && (
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:flex lg:flex-wrap lg:gap-8">
          {slide.figures.map((figure) => (
            <div key={figure.label} className="min-w-0 border-l-2 border-primary pl-4 lg:max-w-56">
              <dt className="sr-only">{figure.label}</dt>
              <dd className="text-2xl font-extrabold tracking-tight sm:text-3xl">{figure.value}</dd>
              <dd className="mt-1 text-xs leading-snug text-inverse-muted sm:text-sm">{figure.label}</dd>
            </div>
          ))}
        </dl>
      )}

      {slide.points && (
        <ul className={cn('mt-8 grid gap-4 sm:grid-cols-2', slide.points.length === 3 && 'lg:grid-cols-3')}>
          {slide.points.map((point) => (
            <li key={point.title} className="rounded-xl border border-inverse-border bg-white/5 p-4">
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-inverse-muted">{point.text}</p>
            </li>
          ))}
        </ul>
      )}

      {slide.note && <p className="mt-6 text-sm font-semibold text-inverse-brand">{slide.note}</p>}
    </div>
  );
}
