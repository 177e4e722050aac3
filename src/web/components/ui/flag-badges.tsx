import type { LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Badge, type BadgeVariant } from './badge';

export interface FlagBadge {
  /** Whether the item has this flag: only set flags are shown. */
  show: boolean;
  label: string;
  variant: BadgeVariant;
  Icon: LucideIcon;
}

/** A row of icon badges, one per set flag, in the given order; nothing at all when no flag is set. */
export function FlagBadges({ badges, className }: { badges: FlagBadge[]; className?: string }) {
  const shown = badges.filter((badge) => badge.show);
  if (shown.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map(({ label, variant, Icon }) => (
        <Badge key={label} variant={variant}>
          <Icon aria-hidden="true" />
          {label}
        </Badge>
      ))}
    </div>
  );
}
