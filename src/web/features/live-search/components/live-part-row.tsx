import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import { buttonVariants } from '@web/components/ui/button-variants';
import type { LiveTabPart } from '../live-search-rules';

/** A part in the popup: what it is, and its best offer with the tab's delivery option (total price). */
export function LivePartRow({ row }: { row: LiveTabPart }) {
  const { part, offer, offerCount } = row;
  const vendor = offer.vendor.name || `Vendor ${offer.vendorId}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <Link href={`/product/${part.slug}`} className="font-semibold hover:underline">
          {part.name}
        </Link>
        <p className="text-xs text-muted-foreground">
          {part.brand} · Part # <span className="font-mono text-foreground">{part.partNumber}</span>
        </p>
        <p className="mt-1 text-sm">
          <span className="font-bold tabular-nums">{formatUsd(offer.totalPrice)}</span>{' '}
          <span className="text-muted-foreground">
            at {vendor}
            {offerCount > 1 && ` · ${offerCount} offers`}
          </span>
        </p>
      </div>
      <a
        href={offer.url}
        target="_blank"
        rel="noopener"
        aria-label={`Buy ${part.name} at ${vendor} for ${formatUsd(offer.totalPrice)} total (opens in a new tab)`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        Buy
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </div>
  );
}
