import { CarFront } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { describeVehicle, type VehicleChoice } from '@web/lib/vehicle-choice';
import { useGarage } from '../api/use-garage';

interface GarageNoteProps {
  /** Offered as "Use" when given; leave out where the garage vehicle is already applied. */
  onUse?: (vehicle: VehicleChoice) => void;
  /** Called after the garage is cleared, e.g. to empty the selector too. */
  onClear?: () => void;
  className?: string;
}

/** "My Garage: 2008 Porsche 911 (997)" with Use and Clear; nothing when the garage is empty. */
export function GarageNote({ onUse, onClear, className }: GarageNoteProps) {
  const garage = useGarage();
  if (!garage.vehicle) return null;
  const vehicle = garage.vehicle;
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)} aria-label="My Garage" role="group">
      <CarFront className="size-4 shrink-0 text-brand" aria-hidden="true" />
      <span className="font-semibold">My Garage:</span>
      <span className="min-w-0 truncate text-muted-foreground">{describeVehicle(vehicle)}</span>
      <span className="flex items-center gap-1">
        {onUse && (
          <Button variant="link" size="sm" className="h-auto px-1 py-0.5" onClick={() => onUse(vehicle)}>
            Use
          </Button>
        )}
        <Button
          variant="link"
          size="sm"
          className="h-auto px-1 py-0.5 text-muted-foreground"
          onClick={() => {
            garage.clear();
            onClear?.();
          }}
        >
          Clear
        </Button>
      </span>
    </div>
  );
}
