import { partPageHead } from '@shared/rules/page-head';
import { usePartByNumber } from '@web/features/part-detail/api/part-by-number';
import { PartDetailView } from '@web/features/part-detail/components/part-detail-view';
import { FitVerdict } from '@web/features/part-detail/components/fit-verdict';
import { useActiveVehicle, vehicleParams } from '@web/features/vehicle/api/garage-api';
import { VinForm } from '@web/features/vehicle/components/vin-form';
import { PartNotFound } from '@web/features/part-detail/components/part-not-found';
import { PartSearching } from '@web/features/part-detail/components/part-searching';
import { usePriceHistory } from '@web/features/price-history/api/price-history';
import { PriceHistoryCard } from '@web/features/price-history/components/price-history-card';
import { AlertMeForm } from '@web/features/price-alerts/components/alert-me-form';
import { pageOrigin } from '@web/lib/page-origin';
import { plainHead, usePageHead } from '@web/lib/use-page-head';

/** The router decodes %20 but leaves reserved escapes such as %2F; finish the job, tolerating bad input. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value).trim();
  } catch {
    return value.trim();
  }
}

/** /part/{partNumber}: a part found by any of its numbers, with a Compare Prices panel. */
export default function PartPage({ params }: { params: { partNumber: string } }) {
  const partNumber = decodeParam(params.partNumber);
  const garage = useActiveVehicle();
  const query = usePartByNumber(partNumber, vehicleParams(garage.vehicle), garage.ready);
  const lookup = query.data;
  // A part no vendor lists is "not found" here: this page exists to compare vendors.
  const found = lookup && lookup.vendors.length > 0 ? lookup : undefined;
  const history = usePriceHistory(found?.part.id);

  // The same builder the server uses for the first HTML (gate off), so the two never disagree.
  usePageHead(
    found
      ? partPageHead(found.part, pageOrigin())
      : query.isPending && partNumber
        ? plainHead(`Part #${partNumber}`, `Searching specialty vendors for part number ${partNumber}.`)
        : plainHead('Part Not Found', `Part number ${partNumber} could not be found across the vendor network.`),
  );

  if (query.isPending && partNumber) return <PartSearching partNumber={partNumber} />;
  if (!found) return <PartNotFound partNumber={partNumber} />;
  return (
    <PartDetailView
      key={found.part.id}
      lookup={found}
      priceHistory={<PriceHistoryCard history={history} />}
      alerts={<AlertMeForm partId={found.part.id} lowestPrice={found.part.lowestPrice} />}
      fit={<FitVerdict part={found.part} vehicle={garage.vehicle} vinCheck={<VinForm submitLabel="Check fit" />} />}
    />
  );
}
