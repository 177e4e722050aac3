import { productPageHead } from '@shared/rules/page-head';
import { usePartBySlug } from '@web/features/part-detail/api/part-by-slug';
import { ProductDetail } from '@web/features/part-detail/components/product-detail';
import { FitVerdict } from '@web/features/part-detail/components/fit-verdict';
import { useActiveVehicle, vehicleParams } from '@web/features/vehicle/api/garage-api';
import { VinForm } from '@web/features/vehicle/components/vin-form';
import { ProductNotFound } from '@web/features/part-detail/components/product-not-found';
import { ProductSkeleton } from '@web/features/part-detail/components/product-skeleton';
import { LivePricingDialog } from '@web/features/live-pricing/components/live-pricing-dialog';
import { fieldsForPart } from '@web/features/live-pricing/live-pricing-form';
import { usePriceHistory } from '@web/features/price-history/api/price-history';
import { PriceHistoryCard } from '@web/features/price-history/components/price-history-card';
import { AlertMeForm } from '@web/features/price-alerts/components/alert-me-form';
import { pageOrigin } from '@web/lib/page-origin';
import { plainHead, usePageHead } from '@web/lib/use-page-head';

/** /product/{slug}: one part with every retailer's offer. */
export default function ProductPage({ params }: { params: { slug: string } }) {
  const slug = params.slug;
  const garage = useActiveVehicle();
  const query = usePartBySlug(slug, vehicleParams(garage.vehicle), garage.ready);
  const part = query.data;
  const history = usePriceHistory(part?.id);

  // The same builder the server uses for the first HTML (gate off), so the two never disagree.
  usePageHead(
    part
      ? productPageHead(part, pageOrigin())
      : query.isPending
        ? plainHead('Loading product', 'Compare prices on this part across specialty retailers.')
        : plainHead('Product not found', 'This part is not in the Pitlane catalog.'),
  );

  if (query.isPending) return <ProductSkeleton />;
  if (query.error || !part) return <ProductNotFound />;
  return (
    <ProductDetail
      key={part.id}
      part={part}
      priceHistory={<PriceHistoryCard history={history} />}
      alerts={<AlertMeForm partId={part.id} lowestPrice={part.lowestPrice} />}
      fit={<FitVerdict part={part} vehicle={garage.vehicle} vinCheck={<VinForm submitLabel="Check fit" />} />}
      vehicleLabel={garage.vehicle?.label ?? null}
      livePricing={<LivePricingDialog initialFields={fieldsForPart(part)} triggerVariant="outline" triggerClassName="w-full sm:w-auto" />}
    />
  );
}
