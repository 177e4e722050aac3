import type { ReactElement, ReactNode } from 'react';
import { Label } from '@web/components/ui/label';

interface FormFieldProps {
  id: string;
  label: string;
  /** Marks the label; the visible "(optional)" is for fields that may stay empty. */
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The control; give it `id`, plus `aria-invalid` and `aria-describedby` from `fieldDescription`. */
  children: ReactElement;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The ARIA attributes that tie a control to its hint and its error message. */
export function fieldDescription(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** Label, control, hint and an inline error announced as it appears. */
export function FormField({ id, label, required, optional, hint, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-brand" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
