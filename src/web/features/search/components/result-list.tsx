import type { SearchResultPart } from '@shared/schemas/search';
import { FeaturedResultCard } from './featured-result-card';
import { ResultCard } from './result-card';
import { HydrateApart } from '@web/components/hydrate-apart';

/**
 * The page of results, featured placements in their special card. The hidden heading keeps the
 * outline in order (h1 page, h2 results, h3 each part) where the filters' h2 is not on screen.
 */
export function ResultList({ parts }: { parts: SearchResultPart[] }) {
  return (
    <>
      <h2 className="sr-only">Search results</h2>
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
    </>
  );
}
