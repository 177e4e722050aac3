import { ChevronDown, ChevronUp, ExternalLink, Store } from 'lucide-react';
import { useId, useState } from 'react';
import type { Vendor } from '@shared/schemas/catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { buttonVariants } from '@web/components/ui/button-variants';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import type { QueryView } from '@web/lib/query-view';
import { VendorLogo } from './vendor-logo';

/** The vendor test pages: a toggle between the first three vendors and all nine. */
export const COLLAPSED_COUNT = 3;
export const EXPANDED_COUNT = 9;

/** How each vendor is drawn: a card, a visit button, or a price-comparison-style row. */
export type VendorToggleLayout = 'cards' | 'buttons' | 'rows';

function VendorItem({ vendor, layout }: { vendor: Vendor; layout: VendorToggleLayout }) {
  const visit = (
    <a
      href={vendor.website}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: layout === 'buttons' ? 'default' : 'outline', size: 'sm', className: layout === 'buttons' ? 'w-full' : undefined })}
    >
      {layout === 'buttons' ? `Visit ${vendor.name}` : 'Visit Website'}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  if (layout === 'buttons') return visit;
  if (layout === 'rows') {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
        <VendorLogo vendor={vendor} className="h-12 w-full sm:w-32" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-card-foreground">{vendor.name}</p>
          <p className="text-sm text-muted-foreground">{vendor.description}</p>
        </div>
        {visit}
      </div>
    );
  }
  return (
    <div className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs">
      <VendorLogo vendor={vendor} />
      <p className="font-semibold text-card-foreground">{vendor.name}</p>
      {vendor.hasStorePickup && (
        <Badge variant="brand" className="self-start">
          <Store aria-hidden="true" />
          Store Pickup Available
        </Badge>
      )}
      <div className="mt-auto">{visit}</div>
    </div>
  );
}

const listClass: Record<VendorToggleLayout, string> = {
  cards: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  buttons: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
  rows: 'grid gap-3',
};

/** The first nine vendors from the API, three at a time until the toggle shows them all. */
export function VendorToggle({ vendors, layout }: { vendors: QueryView<Vendor[]>; layout: VendorToggleLayout }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);

  if (vendors.error) return <ErrorNotice title="Vendors could not be loaded" error={vendors.error} />;
  if (vendors.isPending || !vendors.data) {
    return (
      <div className={listClass[layout]} role="status" aria-label="Loading vendors">
        {Array.from({ length: COLLAPSED_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }

  const all = vendors.data.slice(0, EXPANDED_COUNT);
  const shown = expanded ? all : all.slice(0, COLLAPSED_COUNT);
  const canToggle = all.length > COLLAPSED_COUNT;
  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {all.length} vendors
        </p>
        {canToggle && (
          <Button variant="outline" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
            {expanded ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
            {expanded ? `Show Top ${COLLAPSED_COUNT} Vendors` : `Show All ${all.length} Vendors`}
          </Button>
        )}
      </div>
      <ul id={listId} className={listClass[layout]}>
        {shown.map((vendor) => (
          <li key={vendor.id}>
            <VendorItem vendor={vendor} layout={layout} />
          </li>
        ))}
      </ul>
    </div>
  );
}
