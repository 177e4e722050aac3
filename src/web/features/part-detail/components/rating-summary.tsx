import { StarRating } from '@web/components/ui/star-rating';
import { cn } from '@web/lib/cn';
import { formatCount } from '@shared/rules/text';

interface RatingSummaryProps {
  rating: number;
  reviewCount: number;
  className?: string;
  /** Where "N reviews" links to, e.g. the Reviews tab. */
  reviewsHref?: string;
  onReviewsClick?: () => void;
}

function reviewsLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Stars (full, half, empty), the rating to one decimal and the review count. */
export function RatingSummary({ rating, reviewCount, className, reviewsHref, onReviewsClick }: RatingSummaryProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <StarRating rating={rating} />
      <span className="font-semibold tabular-nums">{rating.toFixed(1)}</span>
      {reviewsHref ? (
        <a href={reviewsHref} onClick={onReviewsClick} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          ({reviewsLabel(reviewCount)})
        </a>
      ) : (
        <span className="text-muted-foreground">({reviewsLabel(reviewCount)})</span>
      )}
    </div>
  );
}
