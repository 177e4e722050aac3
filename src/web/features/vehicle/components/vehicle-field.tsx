import type { ReactNode } from 'react';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/cn';

interface VehicleFieldProps {
  id: string;
  /** The field's name in a plain HTML form (the home search works before the app's code). */
  name?: string;
  label: string;
  hint?: string;
  value: string;
  disabled?: boolean;
  invalid?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/** One labelled select of the vehicle selector. */
export function VehicleField({ id, name, label, hint, value, disabled, invalid, onChange, children, className }: VehicleFieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs font-semibold text-muted-foreground">
        {label}
        {hint && <span className="font-normal"> {hint}</span>}
      </Label>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </NativeSelect>
    </div>
  );
}
