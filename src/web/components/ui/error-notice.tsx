import { AlertCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

interface ErrorNoticeProps {
  title?: string;
  /** Shown as is: API errors already read "status: body". */
  error: Error;
  className?: string;
}

export function ErrorNotice({ title = 'Something went wrong', error, className }: ErrorNoticeProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive',
        className,
      )}
    >
      <AlertCircle className="mt-0.5 size-4" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="break-words">{error.message}</p>
      </div>
    </div>
  );
}
