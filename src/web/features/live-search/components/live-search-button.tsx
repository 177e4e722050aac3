import { Loader2, Radio } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogTrigger } from '@web/components/ui/dialog';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';
import type { LiveSearch } from '../api/live-search';
import { LiveSearchPopup } from './live-search-popup';

/**
 * The Live Search button: idle, fetching, then the closable popup of live results.
 * Disabled without words to search for. The popup opens once the answer is in, and focus goes back
 * to the button when it closes.
 */
export function LiveSearchButton({ live, query }: { live: LiveSearch; query: string }) {
  // Asked for in one view only: coming back to it later does not pop the popup open again.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === live.scope && live.settled;

  const changeOpen = (next: boolean) => {
    setOpenFor(next ? live.scope : null);
    if (next) live.start();
  };

  // Pressed before the app's code arrived: the search starts as soon as it can.
  usePressBeforeHydration('live-search', () => {
    if (live.available) changeOpen(true);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button data-needs-app="live-search" variant="outline" size="sm" disabled={!live.available || live.fetching} aria-busy={live.fetching}>
          {live.fetching ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Radio className="size-4 text-brand" aria-hidden="true" />
          )}
          {live.fetching ? 'Searching Retailers...' : 'Live Search'}
        </Button>
      </DialogTrigger>
      {open && <LiveSearchPopup live={live} query={query} />}
    </Dialog>
  );
}
