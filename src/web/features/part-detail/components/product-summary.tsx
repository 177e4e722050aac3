import type { ReactNode } from 'react';
import type { PartDetail } from '@shared/schemas/parts';
import { AddToBasket } from '@web/components/add-to-basket';
import { SavePartButton } from '@web/components/save-part-button';
import { FitsList } from './fits-list';
import { KeyFeatures } from './key-features';
import { PartBadges } from '@web/entities/part/components/part-badges';
import { PartImage } from '@web/entities/part/components/part-image';
import { PriceSummary } from '@web/entities/part/components/price-summary';
import { PRODUCT_TABS_ID } from './product-tabs';
import { RatingSummary } from './rating-summary';
import { ReplacedNumbers } from './replaced-numbers';

/** Number of key features shown beside the picture. */
const KEY_FEATURE_COUNT = 3;

interface ProductSummaryProps {
  part: PartDetail;
  /** Opens the Reviews tab when the review count is followed. */
  onShowReviews: () => void;
  /** The "Get Live Pricing from All Vendors" button, under the price. */
  livePricing?: ReactNode;
}

/**
 * The top of the product page: picture, name (with the Saved parts heart), number, rating, badges,
 * short description, price, fit. On a phone the picture is a thumbnail beside the name and the price
 * with the best offer's Buy button comes right after the name, as on the part page, so both are on
 * the first screen instead of below a picture as wide as the screen.
 */
export function ProductSummary({ part, onShowReviews, livePricing }: ProductSummaryProps) {
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8 lg:gap-12">
      <PartImage src={part.imageUrl} name={part.name} loading="eager" className="w-full md:sticky md:top-32 md:self-start" />
      {/* On a phone this column's blocks join the outer grid: the name beside the thumbnail, the price
          and the rest below both at full width. */}
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5 max-md:contents max-md:*:order-3 max-md:*:col-span-2">
        <div className="min-w-0 max-md:order-1! max-md:col-span-1!">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">{part.brand}</p>
          <div className="mt-1 flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold leading-tight tracking-tight text-balance wrap-anywhere sm:text-3xl">{part.name}</h1>
            <div className="flex shrink-0 gap-2">
              <SavePartButton part={{ id: part.id, slug: part.slug, name: part.name, partNumber: part.partNumber, savedPrice: part.lowestPrice }} />
              <AddToBasket slug={part.slug} name={part.name} />
            </div>
          </div>
          <p className="mt-2 text-sm text-muted-foreground">
            Part # <span className="font-mono font-semibold text-foreground">{part.partNumber}</span>
            <span aria-hidden="true"> · </span>
            Brand: <span className="font-semibold text-foreground">{part.brand}</span>
          </p>
          <ReplacedNumbers part={part} className="mt-1" />
        </div>
        <RatingSummary
          rating={part.rating}
          reviewCount={part.reviewCount}
          reviewsHref={`#${PRODUCT_TABS_ID}`}
          onReviewsClick={onShowReviews}
        />
        <PartBadges part={part} />
        <p className="line-clamp-3 leading-relaxed text-muted-foreground">{part.description}</p>
        <KeyFeatures features={part.features} limit={KEY_FEATURE_COUNT} />
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 max-md:order-2!">
          <PriceSummary layout="panel" part={part} />
          {livePricing}
        </div>
        <FitsList vehicles={part.compatibleVehicles} />
        {part.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {part.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-secondary px-2 py-1 text-xs font-medium text-secondary-foreground">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
