import { ExternalLink, Loader2 } from 'lucide-react';
import type { Listing } from '@shared/schemas/parts';
import { Button } from '@web/components/ui/button';
import { openClickOut } from './open-click-out';
import { useRedirectIndicator } from './use-redirect-indicator';

/**
 * "Buy at Lowest Price": opens the cheapest offer through /go in a new tab, then reads
 * "Redirecting..." (disabled) for a second so a double click does not open two tabs.
 */
export function BuyLowestButton({ listing }: { listing: Listing }) {
  const { redirecting, start } = useRedirectIndicator();
  return (
    <Button
      size="lg"
      className="w-full"
      disabled={redirecting}
      onClick={() => {
        openClickOut(listing.url);
        start();
      }}
    >
      {redirecting ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Redirecting...
        </>
      ) : (
        <>
          Buy at Lowest Price
          <ExternalLink className="size-4" aria-hidden="true" />
        </>
      )}
    </Button>
  );
}
