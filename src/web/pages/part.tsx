import { normalizePartNumber } from '@shared/rules/part-number';
import { metaDescription } from '@shared/rules/text';
import { usePartByNumber } from '@web/features/part-detail/api/part-by-number';
import { PartDetailView } from '@web/features/part-detail/components/part-detail-view';
import { PartNotFound } from '@web/features/part-detail/components/part-not-found';
import { PartSearching } from '@web/features/part-detail/components/part-searching';
import { absoluteUrl, partJsonLd } from '@web/features/part-detail/components/part-structured-data';
import { usePriceHistory } from '@web/features/price-history/api/price-history';
import { PriceHistoryCard } from '@web/features/price-history/components/price-history-card';
import { useCanonicalLink } from '@web/lib/use-canonical-link';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useStructuredData } from '@web/lib/use-structured-data';

/** The router decodes %20 but leaves reserved escapes such as %2F; finish the job, tolerating bad input. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value).trim();
  } catch {
    return value.trim();
  }
}

/** /part/{partNumber}: a part found by any of its numbers, with a Compare Prices panel (spec 000 §2 Part detail). */
export default function PartPage({ params }: { params: { partNumber: string } }) {
  const partNumber = decodeParam(params.partNumber);
  const query = usePartByNumber(partNumber);
  const lookup = query.data;
  // A part no vendor lists is "not found" here: this page exists to compare vendors.
  const found = lookup && lookup.vendors.length > 0 ? lookup : undefined;
  const history = usePriceHistory(found?.part.id);
  const path = found ? `/part/${encodeURIComponent(normalizePartNumber(found.part.partNumber))}` : null;

  usePageMeta(
    found
      ? { title: `${found.part.name} (${found.part.partNumber})`, description: metaDescription(found.part.description) }
      : query.isPending && partNumber
        ? { title: `Part #${partNumber}`, description: `Searching specialty vendors for part number ${partNumber}.` }
        : { title: 'Part Not Found', description: `Part number ${partNumber} could not be found across the vendor network.` },
  );
  useCanonicalLink(path ? absoluteUrl(path) : null);
  useStructuredData(found && path ? partJsonLd(found.part, path) : null);

  if (query.isPending && partNumber) return <PartSearching partNumber={partNumber} />;
  if (!found) return <PartNotFound partNumber={partNumber} />;
  return <PartDetailView key={found.part.id} lookup={found} priceHistory={<PriceHistoryCard history={history} />} />;
}
