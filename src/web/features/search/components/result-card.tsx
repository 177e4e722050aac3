import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { SearchResultPart } from '@shared/schemas/search';
import { buttonVariants } from '@web/components/ui/button-variants';
import { StarRating } from '@web/components/ui/star-rating';
import { cn } from '@web/lib/cn';
import { DealLabelList } from '@web/components/deal-label-list';
import { AddToBasket } from '@web/components/add-to-basket';
import { SavePartButton } from '@web/components/save-part-button';
import { PartBadges } from '@web/entities/part/components/part-badges';
import { PartImage } from '@web/entities/part/components/part-image';
import { PriceSummary } from '@web/entities/part/components/price-summary';
import { VendorOffers } from '@web/entities/part/components/vendor-offers';
import { FitLine } from './fit-line';
import { useItemPriceOnly } from './price-view';

interface ResultCardProps {
  part: SearchResultPart;
  /** Where the name and "View Deals" lead. */
  href: string;
  /** A featured placement's label; gives the card its highlighted style. */
  featuredLabel?: string;
}

/** One part in the results: what it is, its lowest price across vendors, its deal labels and its cheapest offers. */
export function ResultCard({ part, href, featuredLabel }: ResultCardProps) {
  const titleId = `result-${part.id}-title`;
  const itemPriceOnly = useItemPriceOnly();
  return (
    <article
      aria-labelledby={titleId}
      data-featured={featuredLabel ? 'true' : undefined}
      className={cn(
        '@container overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        featuredLabel ? 'border-primary/50 ring-1 ring-primary/30' : 'border-border',
      )}
    >
      {featuredLabel && (
        <div className="flex items-center gap-2 bg-gradient-to-r from-primary to-primary/80 px-4 py-1.5 text-xs font-bold uppercase tracking-[0.12em] text-primary-foreground sm:px-5">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {featuredLabel}
        </div>
      )}
      {/* Laid out by the card's own width: the results column is narrow beside the sidebar on tablets. */}
      <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 @xl:grid-cols-[7rem_minmax(0,1fr)_auto] @xl:p-5">
        <Link href={href} tabIndex={-1} aria-hidden="true">
          <PartImage variant="thumbnail" src={part.imageUrl} />
        </Link>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand">{part.brand}</p>
          <h3 id={titleId} className="mt-0.5 text-base font-semibold leading-snug @xl:text-lg">
            <Link href={href} className="hover:underline">
              {part.name}
            </Link>
          </h3>
          <p className="mt-1 text-xs text-muted-foreground">
            Part # <span className="font-mono text-foreground">{part.partNumber}</span>
            <span aria-hidden="true"> · </span>
            {part.categoryName}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <StarRating rating={part.rating} starClassName="size-3.5" />
            <span>
              {part.rating.toFixed(1)} ({part.reviewCount} {part.reviewCount === 1 ? 'review' : 'reviews'})
            </span>
          </div>
          <PartBadges variant="pills" part={part} />
          <FitLine part={part} />
          <DealLabelList labels={part.dealLabels} className="mt-2 gap-1.5" />
        </div>
        {/* On a phone the buttons drop below the price when the two do not fit side by side. */}
        <div className="col-span-2 flex flex-wrap items-end justify-between gap-3 border-t border-border pt-3 @xl:col-span-1 @xl:flex-col @xl:flex-nowrap @xl:justify-start @xl:border-0 @xl:pt-0">
          <PriceSummary layout="card" part={part} itemPriceOnly={itemPriceOnly} />
          <div className="ml-auto flex items-center gap-2 @xl:mt-2">
            <SavePartButton part={{ id: part.id, slug: part.slug, name: part.name, partNumber: part.partNumber, savedPrice: part.lowestPrice }} />
            <AddToBasket slug={part.slug} name={part.name} />
            <Link
            href={href}
            aria-label={`View Deals for ${part.name}`}
            className={buttonVariants({ variant: featuredLabel ? 'default' : 'outline', className: '@xl:w-36' })}
          >
            View Deals
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          </div>
        </div>
      </div>
      <VendorOffers layout="card" part={part} itemPriceOnly={itemPriceOnly} />
    </article>
  );
}
