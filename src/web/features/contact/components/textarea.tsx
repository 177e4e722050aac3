import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A multi-line box styled like the shared <Input>. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-36 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs',
        'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0',
        'focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
