import type { Testimonial } from '@shared/schemas/catalog';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import type { QueryView } from '@web/lib/query-view';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

const SKELETON_COUNT = 3;
// Three across on wide screens, drawn on six columns so that rows of two can fill the width too.
const gridClass = 'grid gap-6 md:grid-cols-2 lg:grid-cols-6';

/**
 * Grid cells that leave no hole whatever the number of reviews: on wide screens the rows that
 * cannot hold three hold two wider cards (they come first), and with two columns an odd last card
 * takes the whole row.
 */
export function testimonialCellClass(index: number, count: number): string {
  const wideRows = count % 3 === 1 ? (count >= 4 ? 4 : 1) : count % 3 === 2 ? 2 : 0;
  const wide = index < wideRows ? (count === 1 ? 'lg:col-span-6' : 'lg:col-span-3') : 'lg:col-span-2';
  const lastOdd = count % 2 === 1 && index === count - 1 ? 'md:col-span-2' : '';
  return `${lastOdd} ${wide}`.trim();
}

export function Testimonials({ testimonials }: { testimonials: QueryView<Testimonial[]> }) {
  return (
    <section aria-labelledby="testimonials-title" className="border-t border-border bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Reviews" title="Trusted by drivers and mechanics" align="center">
          Enthusiasts, DIY owners and professional workshops use Pitlane to source parts.
        </SectionHeading>
        <div className="mt-10">
          {testimonials.error ? (
            <ErrorNotice title="Reviews could not be loaded" error={testimonials.error} />
          ) : testimonials.isPending ? (
            <div className={gridClass} role="status" aria-label="Loading reviews">
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <Skeleton key={i} className="h-56 rounded-xl lg:col-span-2" />
              ))}
            </div>
          ) : testimonials.data?.length ? (
            <ul className={gridClass}>
              {testimonials.data.map((testimonial, index, all) => (
                <li key={testimonial.id} className={testimonialCellClass(index, all.length)}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
