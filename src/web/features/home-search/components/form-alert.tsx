import { AlertCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A validation message read out as soon as it appears. */
export function FormAlert({ id, message, className }: { id?: string; message: string; className?: string }) {
  return (
    <p
      id={id}
      role="alert"
      className={cn(
        'flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive',
        className,
      )}
    >
      <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
