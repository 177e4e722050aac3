import { Car } from 'lucide-react';
import type { PartDetail } from '@shared/schemas/parts';

/** "Fits": each make with its models, from the part's fitments. */
export function FitsList({ vehicles }: { vehicles: PartDetail['compatibleVehicles'] }) {
  if (vehicles.makes.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Car className="size-4 text-brand" aria-hidden="true" />
        Fits
      </p>
      <ul className="mt-2 grid gap-1.5">
        {vehicles.makes.map((make) => (
          <li key={make.name}>
            <span className="font-semibold">{make.name}</span>
            {make.models.length > 0 && <span className="text-muted-foreground">: {make.models.join(', ')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
