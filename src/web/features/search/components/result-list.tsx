import type { SearchResultPart } from '@shared/schemas/search';
import { FeaturedResultCard } from './featured-result-card';
import { ResultCard } from './result-card';

/** The page of results, featured placements in their special card. */
export function ResultList({ parts }: { parts: SearchResultPart[] }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Search results">
      {parts.map((part) => (
        <li key={part.id}>
          {part.featured ? <FeaturedResultCard part={part} /> : <ResultCard part={part} href={`/product/${part.slug}`} />}
        </li>
      ))}
    </ol>
  );
}
