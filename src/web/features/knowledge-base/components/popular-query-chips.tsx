import { TrendingUp } from 'lucide-react';
import { POPULAR_QUERIES } from '../popular-queries';

/** The five popular questions; pressing one asks it. */
export function PopularQueryChips({ onPick, disabled }: { onPick: (query: string) => void; disabled: boolean }) {
  return (
    <div role="group" aria-labelledby="popular-queries-label" className="mt-5 flex flex-wrap items-center gap-2">
      <span id="popular-queries-label" className="mr-1 inline-flex items-center gap-1.5 text-sm font-medium text-inverse-muted">
        <TrendingUp className="size-4 text-inverse-brand" aria-hidden="true" />
        Popular questions:
      </span>
      {POPULAR_QUERIES.map((query) => (
        <button
          key={query}
          type="button"
          disabled={disabled}
          onClick={() => onPick(query)}
          className="rounded-full border border-inverse-border bg-white/5 px-3 py-1.5 text-sm font-medium text-inverse-foreground transition-colors hover:border-inverse-brand hover:bg-white/10 disabled:opacity-60"
        >
          {query}
        </button>
      ))}
    </div>
  );
}
