import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * The browser's own <select>, styled like <Input>: native keyboard handling, mobile pickers and
 * optgroups for free. The chevron is decoration; the select underneath stays fully clickable.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative min-w-0', className)}>
      <select
        className={cn(
          'flex h-10 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-card py-2 pl-3 pr-9 text-base text-foreground shadow-xs',
          'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
