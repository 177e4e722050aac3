import { Loader2 } from 'lucide-react';

/**
 * Shown while a page's code chunk loads. A full screen high, so the footer stays below the fold
 * until the page arrives instead of being pushed down by it (a layout shift).
 */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
