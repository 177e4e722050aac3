import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import { shownDiscount } from '@shared/rules/offers';
import type { PartDetail } from '@shared/schemas/parts';
import { Badge } from '@web/components/ui/badge';
import { EstimatedMark, PriceBreakdown } from '@web/components/ui/price-breakdown';
import { PartBadges } from '@web/entities/part/components/part-badges';
import { PartImage } from '@web/entities/part/components/part-image';
import { RatingSummary } from './rating-summary';
import { ReplacedNumbers } from './replaced-numbers';
import { AddToBasket } from '@web/components/add-to-basket';
import { SavePartButton } from '@web/components/save-part-button';
import { ThirtyDayLow } from '@web/components/thirty-day-low';

/**
 * The found part: picture, name, number and brand badges, Best Seller / On Sale, and the lowest price
 * by the offer rule (the best buy's total with its breakdown) with the struck-through original item
 * price, "Save N%" and the vendor's 30-day low only when there is a real reduction the was-price rule backs; "Out of stock" when no vendor has it.
 */
export function PartOverview({ part }: { part: PartDetail }) {
  const best = part.listings.find((listing) => listing.id === part.bestListingId) ?? null;
  const discount = shownDiscount(best);
  return (
    // On a phone the picture is a thumbnail beside the name, so the price and the Compare Prices
    // panel's Buy button are on the first screen instead of below a picture as wide as the screen.
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-8">
      <PartImage src={part.imageUrl} name={part.name} loading="eager" className="w-full" />
      {/* One column no wider than the space beside the thumbnail, however long a word of the name. */}
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline" className="font-mono">
            <span className="sr-only">Part number </span>#{part.partNumber}
          </Badge>
          <Badge variant="secondary">
            <span className="sr-only">Brand </span>
            {part.brand}
          </Badge>
          <PartBadges part={part} showPremium={false} className="contents" />
        </div>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-balance wrap-anywhere sm:text-3xl">{part.name}</h1>
          <div className="flex shrink-0 gap-2">
            <SavePartButton part={{ id: part.id, slug: part.slug, name: part.name, partNumber: part.partNumber, savedPrice: part.lowestPrice }} />
            <AddToBasket slug={part.slug} name={part.name} />
          </div>
        </div>
        <ReplacedNumbers part={part} />
        <RatingSummary rating={part.rating} reviewCount={part.reviewCount} />
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Lowest price</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {best ? (
              <span className="text-4xl font-extrabold tracking-tight tabular-nums" data-lowest-total={best.totalPrice.toFixed(2)}>
                {formatUsd(best.totalPrice)}
                <EstimatedMark offer={best} />
              </span>
            ) : (
              <span className="text-2xl font-bold text-muted-foreground">Out of stock</span>
            )}
            {discount && (
              <>
                <s className="text-lg text-muted-foreground tabular-nums">
                  <span className="sr-only">Was </span>
                  {formatUsd(discount.was)}
                </s>
                <Badge variant="success" className="text-sm">
                  Save {discount.percent}%
                </Badge>
                <ThirtyDayLow discount={discount} className="text-sm" />
              </>
            )}
          </p>
          {best && <PriceBreakdown offer={best} className="mt-1 block" />}
          <p className="mt-1 text-sm text-muted-foreground">
            across {part.vendorCount} {part.vendorCount === 1 ? 'vendor' : 'vendors'}
          </p>
        </div>
        <Link
          href={`/product/${part.slug}`}
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          Specifications, fitment and reviews
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
