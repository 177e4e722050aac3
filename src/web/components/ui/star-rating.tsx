import { Star, StarHalf } from 'lucide-react';
import { stars } from '@shared/rules/offers';
import { cn } from '@web/lib/cn';

interface StarRatingProps {
  rating: number;
  className?: string;
  starClassName?: string;
}

/** Five stars (full, half, empty) per the shared rule; the rating itself is read out as text. */
export function StarRating({ rating, className, starClassName = 'size-4' }: StarRatingProps) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {stars(rating).map((kind, index) => (
        <span key={index} className={cn('relative inline-block', starClassName)} data-star={kind}>
          <Star className={cn('absolute inset-0 size-full text-rating/30')} strokeWidth={1.5} aria-hidden="true" />
          {kind === 'full' && <Star className="absolute inset-0 size-full fill-rating text-rating" strokeWidth={1.5} aria-hidden="true" />}
          {kind === 'half' && (
            <StarHalf className="absolute inset-0 size-full fill-rating text-rating" strokeWidth={1.5} aria-hidden="true" />
          )}
        </span>
      ))}
    </span>
  );
}
