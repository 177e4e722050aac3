import { type ReactNode, useState } from 'react';
import type { PartDetail } from '@shared/schemas/parts';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductSummary } from './product-summary';
import { type ProductTab, ProductTabs } from './product-tabs';
import { RelatedParts } from './related-parts';
import { VendorOffers } from '@web/entities/part/components/vendor-offers';
import { HydrateApart } from '@web/components/hydrate-apart';

interface ProductDetailProps {
  part: PartDetail;
  /** Slot for the price-history chart, which belongs to another feature. */
  priceHistory?: ReactNode;
  /** Slot for the live pricing button beside the price, which belongs to another feature. */
  livePricing?: ReactNode;
  /** Slot for the price alert form (another feature), after the price history. */
  alerts?: ReactNode;
  /** Slot for the fit verdict, which needs My Garage (another feature). */
  fit?: ReactNode;
  /** The garage vehicle the verdicts are for ("2018 BMW M3"), named on related parts. */
  vehicleLabel?: string | null;
}

/** The loaded product page: summary, every vendor's offer, the detail tabs and related parts. */
export function ProductDetail({ part, priceHistory, livePricing, alerts, fit, vehicleLabel = null }: ProductDetailProps) {
  const [tab, setTab] = useState<ProductTab>('description');

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 pb-16 pt-6 sm:px-6 sm:pt-8 lg:px-8">
      <div className="grid grid-cols-1 gap-6">
        <ProductBreadcrumb categoryId={part.categoryId} categoryName={part.categoryName} productName={part.name} />
        <ProductSummary part={part} onShowReviews={() => setTab('reviews')} livePricing={livePricing} />
        {fit}
      </div>
      {/* Hydrated section by section, in short steps, after the summary. */}
      <HydrateApart>
        <VendorOffers layout="section" part={part} />
      </HydrateApart>
      <HydrateApart>{priceHistory}</HydrateApart>
      {alerts && <HydrateApart>{alerts}</HydrateApart>}
      <HydrateApart>
        <ProductTabs part={part} value={tab} onValueChange={setTab} />
      </HydrateApart>
      <HydrateApart>
        <RelatedParts parts={part.related} vehicleLabel={vehicleLabel} />
      </HydrateApart>
    </div>
  );
}
