import { Quote } from 'lucide-react';
import type { Testimonial } from '@shared/schemas/catalog';
import { StarRating } from '@web/components/ui/star-rating';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, rating, content, avatarInitials } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-xs">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <StarRating rating={rating} />
          <span className="text-sm font-semibold text-card-foreground">{rating.toFixed(1)}</span>
        </div>
        <Quote className="size-6 text-brand/30" aria-hidden="true" />
      </div>
      <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-card-foreground">
        <p>“{content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-4">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-bold text-brand ring-1 ring-primary/20"
        >
          {avatarInitials}
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-card-foreground">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
