import { Truck, Zap, Clock } from 'lucide-react';
import type { Listing } from '@shared/schemas/parts';

const BADGES = [
  { key: 'hasFreeShipping', label: 'Free Shipping', Icon: Truck, className: 'bg-emerald-600/10 text-emerald-800 dark:text-emerald-300' },
  { key: 'hasNextDayDelivery', label: 'Next Day', Icon: Clock, className: 'bg-sky-600/10 text-sky-800 dark:text-sky-300' },
  { key: 'hasSameDayShipping', label: 'Same Day', Icon: Zap, className: 'bg-amber-500/15 text-amber-800 dark:text-amber-300' },
] as const;

/** Free Shipping / Next Day / Same Day, for the flags an offer has. */
export function OfferBadges({ listing }: { listing: Listing }) {
  const shown = BADGES.filter((badge) => listing[badge.key]);
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
