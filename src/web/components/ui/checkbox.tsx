import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A native checkbox in the brand colour; pair it with a <label> for its name. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-input accent-primary',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
