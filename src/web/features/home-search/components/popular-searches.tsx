import { TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import { POPULAR_SEARCHES } from '@shared/catalog-examples';
import { quickSearchTarget } from '@shared/rules/search';

/** Popular quick searches under the hero search, each to /search?q={term}. */
export function PopularSearches() {
  return (
    <nav aria-label="Popular searches" className="mt-5 flex flex-wrap items-center gap-2">
      <span className="mr-1 inline-flex items-center gap-1.5 text-sm font-medium text-inverse-muted">
        <TrendingUp className="size-4 text-inverse-brand" aria-hidden="true" />
        Popular:
      </span>
      {POPULAR_SEARCHES.map((term) => (
        <Link
          key={term}
          href={quickSearchTarget(term)}
          className="rounded-full border border-inverse-border bg-white/5 px-3 py-1.5 text-sm font-medium text-inverse-foreground transition-colors hover:border-inverse-brand hover:bg-white/10"
        >
          {term}
        </Link>
      ))}
    </nav>
  );
}
