import { Truck, Zap, Clock } from 'lucide-react';
import { deliveryBadge } from '@shared/rules/best-offer';
import type { Listing } from '@shared/schemas/parts';

/** Whether the offer has any badge to show. */
export function hasOfferBadges(listing: Listing): boolean {
  return listing.hasFreeShipping || listing.hasSameDayShipping || deliveryBadge(listing) !== null;
}

/**
 * Free Shipping / Next Day (or Next-day available) / Same Day. The delivery badge comes from the
 * offer's delivery days and shipping options (the offer rule), so it never contradicts them.
 */
export function OfferBadges({ listing }: { listing: Listing }) {
  const nextDay = deliveryBadge(listing);
  const shown = [
    listing.hasFreeShipping && { key: 'free', label: 'Free Shipping', Icon: Truck, className: 'bg-emerald-600/10 text-emerald-800 dark:text-emerald-300' },
    nextDay && { key: 'next-day', label: nextDay, Icon: Clock, className: 'bg-sky-600/10 text-sky-800 dark:text-sky-300' },
    listing.hasSameDayShipping && { key: 'same-day', label: 'Same Day', Icon: Zap, className: 'bg-amber-500/15 text-amber-800 dark:text-amber-300' },
  ].filter((badge) => badge !== false && badge !== null);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Shipping">
      {shown.map(({ key, label, Icon, className }) => (
        <li key={key} className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold ${className}`}>
          <Icon className="size-3" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
