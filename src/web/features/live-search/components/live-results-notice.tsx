import { Radio } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** Says the list shows live results and offers the way back to the catalog's. */
export function LiveResultsNotice({ count, onShowCatalog }: { count: number; onShowCatalog: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-2.5 text-sm">
      <p className="flex items-center gap-2">
        <Radio className="size-4 text-brand" aria-hidden="true" />
        Showing {count} live {count === 1 ? 'result' : 'results'} from the retailer network
      </p>
      <Button variant="link" size="sm" className="h-auto px-0" onClick={onShowCatalog}>
        Show catalog results
      </Button>
    </div>
  );
}
