import type { Testimonial } from '@shared/schemas/catalog';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import type { QueryView } from '@web/lib/query-view';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

const SKELETON_COUNT = 3;
const gridClass = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

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
                <Skeleton key={i} className="h-56 rounded-xl" />
              ))}
            </div>
          ) : testimonials.data?.length ? (
            <ul className={gridClass}>
              {testimonials.data.map((testimonial) => (
                <li key={testimonial.id}>
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
