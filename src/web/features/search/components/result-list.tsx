import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { SearchResultPart } from '@shared/schemas/search';
import { FeaturedResultCard } from './featured-result-card';
import { ResultCard } from './result-card';
import { HydrateApart } from '@web/components/hydrate-apart';
import { TaxNote } from '@web/components/ui/price-breakdown';
import { ItemPriceOnlyContext, ItemPriceOnlyToggle } from './price-view';

/**
 * The page of results in the chosen sort (a featured placement that falls on the page is labelled where
 * it falls), and above it, in a labelled strip of their own, the other featured placements: they never
 * move the results, and no part is shown twice. The hidden heading keeps the outline in
 * order (h1 page, h2 results, h3 each part) where the filters' h2 is not on screen.
 */
export function ResultList({ parts, featured = [] }: { parts: SearchResultPart[]; featured?: SearchResultPart[] }) {
  const [itemPriceOnly, setItemPriceOnly] = useState(false);
  return (
    <ItemPriceOnlyContext value={itemPriceOnly}>
      {featured.length > 0 && (
        <section aria-labelledby="featured-title" className="mb-6 rounded-xl border border-dashed border-primary/40 p-3 sm:p-4" data-featured-strip="">
          <h2 id="featured-title" className="mb-3 flex items-center gap-1.5 text-xs font-bold uppercase tracking-[0.12em] text-muted-foreground">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Featured
          </h2>
          <ul className="flex flex-col gap-4" aria-label="Featured">
            {featured.map((part) => (
              <li key={part.id}>
                <HydrateApart>
                  <FeaturedResultCard part={part} />
                </HydrateApart>
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 className="sr-only">Search results</h2>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <TaxNote />
        <ItemPriceOnlyToggle checked={itemPriceOnly} onChange={setItemPriceOnly} />
      </div>
      <ol className="flex flex-col gap-4" aria-label="Search results">
        {parts.map((part) => (
          <li key={part.id}>
            {/* Each card is taken over on its own: a page of results hydrates in short steps. */}
            <HydrateApart>
              {part.featured ? <FeaturedResultCard part={part} /> : <ResultCard part={part} href={`/product/${part.slug}`} />}
            </HydrateApart>
          </li>
        ))}
      </ol>
    </ItemPriceOnlyContext>
  );
}
