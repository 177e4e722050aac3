import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { SearchMessage } from './search-message';

/** A failed search. */
export function SearchError({ onRetry }: { onRetry: () => void }) {
  return (
    <SearchMessage Icon={CloudOff} title="Search Temporarily Unavailable" tone="error" role="alert">
      <p>Unable to connect to our retailer network. Please try again in a moment.</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </SearchMessage>
  );
}
