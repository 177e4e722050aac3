import type { SearchResultPart } from '@shared/schemas/search';
import { FeaturedResultCard } from './featured-result-card';
import { ResultCard } from './result-card';

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
            {part.featured ? <FeaturedResultCard part={part} /> : <ResultCard part={part} href={`/product/${part.slug}`} />}
          </li>
        ))}
      </ol>
    </>
  );
}
