import { BadgeCheck, ExternalLink, Store } from 'lucide-react';
import type { Vendor } from '@shared/schemas/catalog';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button-variants';
import { type FiguresState, VendorFigures } from './vendor-figures';
import { VendorLogo } from './vendor-logo';

/** One retailer in the directory on /vendors with its live figures. */
export function VendorCard({ vendor, figures }: { vendor: Vendor; figures: FiguresState }) {
  const titleId = `vendor-${vendor.id}-name`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-xs transition hover:border-primary/40 hover:shadow-md">
      <VendorLogo vendor={vendor} />
      <h3 id={titleId} className="mt-4 text-lg font-bold text-card-foreground">
        {vendor.name}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          Verified Vendor
        </Badge>
        {vendor.hasStorePickup && (
          <Badge variant="brand">
            <Store aria-hidden="true" />
            Store Pickup Available
          </Badge>
        )}
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{vendor.description}</p>
      <div className="mt-4">
        <VendorFigures state={figures} />
      </div>
      <a
        href={vendor.website}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'outline', className: 'mt-4 w-full' })}
      >
        Visit Website
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only"> of {vendor.name} (opens in a new tab)</span>
      </a>
    </article>
  );
}
