import type { SearchResultPart } from '@shared/schemas/search';
import { normalizePartNumber } from '@shared/rules/part-number';
import { ResultCard } from './result-card';

/**
 * A featured placement (the promotions table) keeps its price but gets the highlighted card and
 * leads to the part page, where every vendor is compared by part number.
 */
export function FeaturedResultCard({ part }: { part: SearchResultPart }) {
  return (
    <ResultCard
      part={part}
      href={`/part/${encodeURIComponent(normalizePartNumber(part.partNumber))}`}
      featuredLabel={part.featuredLabel ?? 'Featured'}
    />
  );
}
