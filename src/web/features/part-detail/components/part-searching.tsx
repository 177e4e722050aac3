import { Loader2 } from 'lucide-react';

/** While the lookup runs: "Searching vendors for part #{partNumber}...". */
export function PartSearching({ partNumber }: { partNumber: string }) {
  return (
    // A screen high, like the page-loading state, so the footer is not on screen to be pushed down.
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <Loader2 className="size-10 animate-spin text-brand" aria-hidden="true" />
      <h1 className="text-xl font-bold tracking-tight sm:text-2xl">Searching vendors for part #{partNumber}...</h1>
      <p className="text-sm text-muted-foreground">This may take a moment as we check multiple sources</p>
    </div>
  );
}
