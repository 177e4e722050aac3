import { BadgeCheck } from 'lucide-react';
import type { PartDetail } from '@shared/schemas/parts';
import { Badge } from '@web/components/ui/badge';
import { StarRating } from '@web/components/ui/star-rating';
import { formatDate } from '@web/lib/time-format';
import { useDisplayTimeZone } from '@web/lib/use-display-time-zone';
import { formatCount } from '@shared/rules/text';

/** "Reviews": the average, then each review with stars, author, vehicle, verified badge and date. */
export function ReviewList({ reviews }: { reviews: PartDetail['reviews'] }) {
  const timeZone = useDisplayTimeZone();
  if (reviews.items.length === 0) {
    return <p className="text-sm text-muted-foreground">No reviews yet.</p>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="rounded-xl border border-border p-5 lg:self-start">
        <p className="text-4xl font-bold tabular-nums">{reviews.average.toFixed(1)}</p>
        <StarRating rating={reviews.average} className="mt-2" starClassName="size-5" />
        <p className="mt-2 text-sm text-muted-foreground">
          Based on {formatCount(reviews.count)} {reviews.count === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <div>
        <ul className="divide-y divide-border">
          {reviews.items.map((review) => (
            <li key={review.id} className="py-5 first:pt-0">
              <article aria-label={`Review by ${review.authorName}`}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <StarRating rating={review.rating} />
                  <h3 className="font-semibold">{review.title}</h3>
                </div>
                <p className="mt-2 text-sm leading-relaxed">{review.body}</p>
                <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <span className="font-semibold text-foreground">{review.authorName}</span>
                  {review.vehicle && <span>· {review.vehicle}</span>}
                  <span>
                    · <time dateTime={review.createdAt}>{formatDate(review.createdAt, timeZone)}</time>
                  </span>
                  {review.verifiedPurchase && (
                    <Badge variant="success" className="ml-1">
                      <BadgeCheck aria-hidden="true" />
                      Verified Purchase
                    </Badge>
                  )}
                </p>
              </article>
            </li>
          ))}
        </ul>
        {reviews.count > reviews.items.length && (
          <p className="mt-2 text-xs text-muted-foreground">
            Showing the {reviews.items.length} most recent of {formatCount(reviews.count)} reviews.
          </p>
        )}
      </div>
    </div>
  );
}
