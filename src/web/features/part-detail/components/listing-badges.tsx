import { Store, Truck, Zap } from 'lucide-react';
import type { Listing } from '@shared/schemas/parts';
import { FlagBadges } from '@web/components/ui/flag-badges';

/** "Free Shipping", "In Store", "Next Day" — the offer's delivery perks (spec 000 §2). */
export function ListingBadges({ listing }: { listing: Listing }) {
  return (
    <FlagBadges
      badges={[
        { show: listing.hasFreeShipping, label: 'Free Shipping', variant: 'success', Icon: Truck },
        { show: listing.inStore, label: 'In Store', variant: 'secondary', Icon: Store },
        { show: listing.hasNextDayDelivery, label: 'Next Day', variant: 'brand', Icon: Zap },
      ]}
    />
  );
}
