import { Store, Truck, Zap } from 'lucide-react';
import { deliveryBadge, nextDayOption } from '@shared/rules/best-offer';
import { formatUsd } from '@shared/rules/money';
import type { Listing } from '@shared/schemas/parts';
import { FlagBadges } from '@web/components/ui/flag-badges';

/** The next-day badge's text: "Next Day" when the offer arrives in a day, else the option and its price. */
function nextDayLabel(listing: Listing): string | null {
  const badge = deliveryBadge(listing);
  const option = nextDayOption(listing);
  if (badge === null || badge === 'Next Day' || option?.cost == null) return badge;
  return `${badge} (+${formatUsd(option.cost)})`;
}

/**
 * "Free Shipping", "In Store", "Next Day" — the offer's delivery perks. "Next Day" only
 * where the offer itself arrives in a day; "Next-day available" where it is an option (offer rule).
 */
export function ListingBadges({ listing }: { listing: Listing }) {
  const nextDay = nextDayLabel(listing);
  return (
    <FlagBadges
      badges={[
        { show: listing.hasFreeShipping, label: 'Free Shipping', variant: 'success', Icon: Truck },
        { show: listing.inStore, label: 'In Store', variant: 'secondary', Icon: Store },
        { show: nextDay !== null, label: nextDay ?? '', variant: 'brand', Icon: Zap },
      ]}
    />
  );
}
