import { createContext, use } from 'react';
import type { SearchResultPart } from '@shared/schemas/search';
import { cn } from '@web/lib/cn';

/** The vehicle the results are judged for ("2018 BMW M3"), set by the page around the list. */
export const FitVehicleLabel = createContext<string | null>(null);

/** A result's verdict for that vehicle: "Fits your …", "Does not fit your …" or "Check fit". */
export function FitLine({ part }: { part: SearchResultPart }) {
  const label = use(FitVehicleLabel);
  if (!label || part.fitsVehicle === undefined) return null;
  const text = part.fitsVehicle === true ? `Fits your ${label}` : part.fitsVehicle === false ? `Does not fit your ${label}` : 'Check fit';
  return (
    <p className={cn('mt-2 text-sm font-medium', part.fitsVehicle === true && 'text-green-700 dark:text-green-400', part.fitsVehicle === false && 'text-destructive')}>
      {text}
      {part.fitmentNote && part.fitsVehicle !== false && <span className="font-normal text-muted-foreground"> · {part.fitmentNote}</span>}
    </p>
  );
}
