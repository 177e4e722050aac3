import { CarFront, Check } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { describeVehicle, isCompleteVehicle, sameVehicleChoice, type VehicleChoice } from '@web/lib/vehicle-choice';
import { useGarage } from '../api/use-garage';

interface AppliedVehicleProps {
  /** The vehicle the selector applies to this search. */
  vehicle: VehicleChoice;
  onClear: () => void;
  className?: string;
}

/**
 * "Your vehicle: 2010 BMW 3 Series (E90) · Save to My Garage · Clear". Choosing a vehicle applies it
 * to the search and nothing more: it goes into My Garage only when the shopper presses Save. Nothing
 * while the vehicle is incomplete.
 */
export function AppliedVehicle({ vehicle, onClear, className }: AppliedVehicleProps) {
  const garage = useGarage();
  if (!isCompleteVehicle(vehicle)) return null;
  const saved = garage.vehicle !== null && sameVehicleChoice(garage.vehicle, vehicle);
  return (
    <div role="group" aria-label="Your vehicle" className={cn('flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}>
      <CarFront className="size-4 shrink-0 text-brand" aria-hidden="true" />
      <span className="font-semibold">Your vehicle:</span>{' '}
      <span className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">{describeVehicle(vehicle)}</span>{' '}
      <span className="flex items-center gap-1">
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>{' '}
        {saved ? (
          <span role="status" className="inline-flex items-center gap-1 px-1 font-medium text-emerald-700 dark:text-emerald-400">
            <Check className="size-3.5" aria-hidden="true" />
            In My Garage
          </span>
        ) : (
          <Button variant="link" size="sm" className="h-auto px-1 py-0.5" onClick={() => garage.save(vehicle)}>
            Save to My Garage
          </Button>
        )}{' '}
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>{' '}
        <Button variant="link" size="sm" className="h-auto px-1 py-0.5 text-muted-foreground" onClick={onClear}>
          Clear
        </Button>
      </span>
    </div>
  );
}
