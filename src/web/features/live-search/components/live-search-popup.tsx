import { SearchX } from 'lucide-react';
import { DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { LiveSearch } from '../api/live-search';
import { firstTabWithParts, LIVE_TABS, liveTabParts } from '../live-search-rules';
import { LivePartRow } from './live-part-row';

/** The live search's empty and failed state, with the hint that fits. */
function NoLiveResults({ failed }: { failed: boolean }) {
  return (
    <div className="mt-5 flex flex-col items-center rounded-lg border border-dashed border-border px-6 py-8 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="mt-3 text-lg font-bold">No live results found</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {failed ? 'Retailers may be temporarily unavailable' : 'Try adjusting your search terms'}
      </p>
    </div>
  );
}

/** The popup of live results: up to 5 parts under each delivery tab (at most three tabs). */
export function LiveSearchPopup({ live, query }: { live: LiveSearch; query: string }) {
  const parts = live.parts;
  return (
    <DialogContent className="max-w-xl">
      <DialogTitle>Live Results</DialogTitle>
      <DialogDescription>
        Offers the retailers have right now for “{query}”.
        {parts.length > 0 && ` ${parts.length} ${parts.length === 1 ? 'part is' : 'parts are'} now in the results list.`}
      </DialogDescription>
      {parts.length === 0 ? (
        <NoLiveResults failed={live.failed} />
      ) : (
        <Tabs defaultValue={firstTabWithParts(parts)} className="mt-4">
          <TabsList aria-label="Delivery">
            {LIVE_TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {LIVE_TABS.map((tab) => {
            const rows = liveTabParts(parts, tab.flag);
            return (
              <TabsContent key={tab.value} value={tab.value} className="pt-4">
                {rows.length === 0 ? (
                  <p className="py-6 text-center text-sm text-muted-foreground">{tab.none}</p>
                ) : (
                  <ul className="divide-y divide-border" aria-label={`${tab.label} parts`}>
                    {rows.map((row) => (
                      <li key={row.part.id}>
                        <LivePartRow row={row} />
                      </li>
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </DialogContent>
  );
}
