import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'brand' | 'warning';

const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border bg-transparent text-foreground',
  success: 'border-transparent bg-emerald-600/10 text-emerald-700 dark:bg-emerald-400/10 dark:text-emerald-400',
  brand: 'border-transparent bg-primary/10 text-brand',
  warning: 'border-transparent bg-rating/15 text-foreground',
};

/** A small label: status, a feature of an offer, a tag. */
export function Badge({ className, variant = 'default', ...props }: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        '[&_svg]:size-3 [&_svg]:shrink-0',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
