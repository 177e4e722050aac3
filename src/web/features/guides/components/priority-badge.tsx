import type { FLUID_PRIORITIES } from '@shared/schemas/guides';
import { cn } from '@web/lib/cn';

type Priority = (typeof FLUID_PRIORITIES)[number];

const priorityStyle: Record<Priority, { label: string; className: string }> = {
  high: {
    label: 'High priority',
    className: 'bg-destructive/10 text-destructive ring-destructive/30',
  },
  medium: {
    label: 'Medium priority',
    className: 'bg-amber-500/15 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/30',
  },
  low: {
    label: 'Low priority',
    className: 'bg-secondary text-secondary-foreground ring-border',
  },
};

/** How much a fluid matters (the Lamborghini inspection): high checks come first and are never skipped. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const { label, className } = priorityStyle[priority];
  return (
    <span
      data-priority={priority}
      className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', className)}
    >
      {label}
    </span>
  );
}
