import { Award, Flame, Tag } from 'lucide-react';
import type { PartSummary } from '@shared/schemas/parts';
import { FlagBadges, type FlagBadge } from '@web/components/ui/flag-badges';
import { cn } from '@web/lib/cn';

type BadgeFlags = Pick<PartSummary, 'isPremium' | 'isOnSale' | 'isBestSeller'>;

interface PartBadgesProps {
  part: BadgeFlags;
  /**
   * 'flags' (the default): icon badges, as the part pages show them. 'pills': a result card's small
   * "Highlights" list, which leads with Best Seller.
   */
  variant?: 'flags' | 'pills';
  /** The part page shows only "Best Seller" and "On Sale". */
  showPremium?: boolean;
  className?: string;
}

/** Each badge a part may carry, named once: shown only when the part has that flag. */
function partBadges(part: BadgeFlags, showPremium: boolean): FlagBadge[] {
  return [
    { show: showPremium && part.isPremium, label: 'Premium Part', variant: 'secondary', Icon: Award },
    { show: part.isOnSale, label: 'On Sale', variant: 'default', Icon: Tag },
    { show: part.isBestSeller, label: 'Best Seller', variant: 'warning', Icon: Flame },
  ];
}

/** "Premium Part", "On Sale", "Best Seller" — each only when the part has that flag. */
export function PartBadges({ part, variant = 'flags', showPremium = true, className }: PartBadgesProps) {
  const badges = partBadges(part, showPremium);
  if (variant === 'flags') return <FlagBadges className={cn('gap-2', className)} badges={badges} />;
  const shown = badges.filter((badge) => badge.show).reverse();
  if (shown.length === 0) return null;
  return (
    <ul className={cn('mt-2 flex flex-wrap gap-1.5', className)} aria-label="Highlights">
      {shown.map(({ label }) => (
        <li key={label} className="rounded-full border border-border bg-secondary px-2 py-0.5 text-[11px] font-semibold text-secondary-foreground">
          {label}
        </li>
      ))}
    </ul>
  );
}
