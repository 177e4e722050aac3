import { Award, Flame, Tag } from 'lucide-react';
import type { PartSummary } from '@shared/schemas/parts';
import { FlagBadges } from '@web/components/ui/flag-badges';
import { cn } from '@web/lib/cn';

type BadgeFlags = Pick<PartSummary, 'isPremium' | 'isOnSale' | 'isBestSeller'>;

interface PartBadgesProps {
  part: BadgeFlags;
  /** The part page shows only "Best Seller" and "On Sale". */
  showPremium?: boolean;
  className?: string;
}

/** "Premium Part", "On Sale", "Best Seller" — each only when the part has that flag. */
export function PartBadges({ part, showPremium = true, className }: PartBadgesProps) {
  return (
    <FlagBadges
      className={cn('gap-2', className)}
      badges={[
        { show: showPremium && part.isPremium, label: 'Premium Part', variant: 'secondary', Icon: Award },
        { show: part.isOnSale, label: 'On Sale', variant: 'default', Icon: Tag },
        { show: part.isBestSeller, label: 'Best Seller', variant: 'warning', Icon: Flame },
      ]}
    />
  );
}
