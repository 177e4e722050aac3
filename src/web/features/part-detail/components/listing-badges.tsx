import { Store, Truck, Zap } from 'lucide-react';
import type { Listing } from '@shared/schemas/parts';
import { Badge } from '@web/components/ui/badge';

/** "Free Shipping", "In Store", "Next Day" — the offer's delivery perks (spec 000 §2). */
export function ListingBadges({ listing }: { listing: Listing }) {
  if (!listing.hasFreeShipping && !listing.inStore && !listing.hasNextDayDelivery) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {listing.hasFreeShipping && (
        <Badge variant="success">
          <Truck aria-hidden="true" />
          Free Shipping
        </Badge>
      )}
      {listing.inStore && (
        <Badge variant="secondary">
          <Store aria-hidden="true" />
          In Store
        </Badge>
      )}
      {listing.hasNextDayDelivery && (
        <Badge variant="brand">
          <Zap aria-hidden="true" />
          Next Day
        </Badge>
      )}
    </div>
  );
}
