import type { PartDetail } from '@shared/schemas/parts';

/** "Compatible Vehicles": each make with its models, comma-separated. */
export function CompatibleVehicles({ vehicles }: { vehicles: PartDetail['compatibleVehicles'] }) {
  if (vehicles.makes.length === 0) {
    return <p className="text-sm text-muted-foreground">No vehicle fitment is recorded for this part.</p>;
  }
  return (
    <ul className="grid gap-3">
      {vehicles.makes.map((make) => (
        <li key={make.name} className="rounded-lg border border-border p-3 text-sm">
          <p className="font-semibold">{make.name}</p>
          {make.models.length > 0 && <p className="mt-1 text-muted-foreground">{make.models.join(', ')}</p>}
        </li>
      ))}
    </ul>
  );
}
