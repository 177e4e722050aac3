import { Award, Flame, Tag } from 'lucide-react';
import type { PartSummary } from '@shared/schemas/parts';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

type BadgeFlags = Pick<PartSummary, 'isPremium' | 'isOnSale' | 'isBestSeller'>;

interface PartBadgesProps {
  part: BadgeFlags;
  /** The part page shows only "Best Seller" and "On Sale" (spec 000 §2). */
  showPremium?: boolean;
  className?: string;
}

/** "Premium Part", "On Sale", "Best Seller" — each only when the part has that flag. */
export function PartBadges({ part, showPremium = true, className }: PartBadgesProps) {
  if (!part.isBestSeller && !part.isOnSale && !(showPremium && part.isPremium)) return null;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {showPremium && part.isPremium && (
        <Badge variant="secondary">
          <Award aria-hidden="true" />
          Premium Part
        </Badge>
      )}
      {part.isOnSale && (
        <Badge variant="default">
          <Tag aria-hidden="true" />
          On Sale
        </Badge>
      )}
      {part.isBestSeller && (
        <Badge variant="warning">
          <Flame aria-hidden="true" />
          Best Seller
        </Badge>
      )}
    </div>
  );
}
