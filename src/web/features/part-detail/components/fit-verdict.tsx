import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { GarageVehicle } from '@shared/schemas/fitment';
import type { PartDetail } from '@shared/schemas/parts';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useReportFitment } from '../api/fitment-report';

interface FitVerdictProps {
  part: PartDetail;
  /** The active vehicle of My Garage; without one the card offers the VIN check only. */
  vehicle: GarageVehicle | null;
  /** Slot for "Check fit with your VIN" (the vehicle feature's form). */
  vinCheck?: ReactNode;
}

function fitsList(part: PartDetail): string {
  const seen = new Set<string>();
  for (const f of part.fitments) {
    const model = f.generation ? `${f.makeName} ${f.modelName} (${f.generation})` : `${f.makeName} ${f.modelName}`;
    seen.add(`${model} ${f.yearFrom === f.yearTo ? f.yearFrom : `${f.yearFrom}–${f.yearTo}`}`);
  }
  return [...seen].slice(0, 8).join('; ');
}

/**
 * Whether the part fits the active vehicle: "Fits your 2018 BMW M3" with the fitment's note, "Does
 * not fit your …" with what it does fit and a way to parts of the same kind that do, or "Check fit"
 * when the data cannot say. With "Report wrong fitment" for when the shopper knows better.
 */
export function FitVerdict({ part, vehicle, vinCheck }: FitVerdictProps) {
  const fits = part.fitsVehicle;
  const verdict = !vehicle || fits === undefined ? null : fits === true ? 'fits' : fits === false ? 'does-not-fit' : 'check';
  const sameKind = vehicle
    ? `/search?${new URLSearchParams({ categoryId: String(part.categoryId), make: vehicle.make, year: String(vehicle.year), model: vehicle.model }).toString()}`
    : null;
  return (
    <section aria-label="Fitment" data-testid="fit-verdict" className="grid gap-3 rounded-lg border border-border p-4">
      {verdict === 'fits' && (
        <p className="flex items-start gap-2 font-semibold text-green-700 dark:text-green-400">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            {`Fits your ${vehicle!.label}`}
            {part.fitmentNote && <span className="block text-sm font-normal text-muted-foreground">{part.fitmentNote}</span>}
          </span>
        </p>
      )}
      {verdict === 'does-not-fit' && (
        <div className="grid gap-1">
          <p className="flex items-start gap-2 font-semibold text-destructive">
            <CircleX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{`Does not fit your ${vehicle!.label}`}</span>
          </p>
          {part.fitments.length > 0 && <p className="text-sm text-muted-foreground">Fits: {fitsList(part)}</p>}
          {sameKind && (
            <Link href={sameKind} className="text-sm text-primary underline-offset-4 hover:underline">
              {`${part.categoryName} that fit your ${vehicle!.label}`}
            </Link>
          )}
        </div>
      )}
      {verdict === 'check' && (
        <p className="flex items-start gap-2 font-semibold">
          <CircleHelp className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            {`Check fit for your ${vehicle!.label}`}
            {part.fitmentNote && <span className="block text-sm font-normal text-muted-foreground">{part.fitmentNote}</span>}
          </span>
        </p>
      )}
      {!verdict && <p className="text-sm text-muted-foreground">Add your car to My Garage to see whether this part fits it.</p>}
      {vinCheck && (
        <details>
          <summary className="cursor-pointer text-sm font-medium">Check fit with your VIN</summary>
          <div className="pt-2">{vinCheck}</div>
        </details>
      )}
      <ReportWrongFitment part={part} vehicle={vehicle} verdict={verdict} />
    </section>
  );
}

function ReportWrongFitment({ part, vehicle, verdict }: { part: PartDetail; vehicle: GarageVehicle | null; verdict: 'fits' | 'does-not-fit' | 'check' | null }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const report = useReportFitment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({
      partId: part.id,
      note,
      ...(vehicle ? { modelId: vehicle.modelId, year: vehicle.year } : {}),
      ...(vehicle?.variant ? { variant: vehicle.variant } : {}),
      ...(vehicle?.engine ? { engine: vehicle.engine } : {}),
      ...(verdict ? { shownVerdict: verdict } : {}),
    });
  };
  if (report.isSuccess) return <p role="status" className="text-sm">Thanks: we will check this part's fitment.</p>;
  if (!open) {
    return (
      <Button variant="link" size="sm" className="h-auto justify-self-start px-0" onClick={() => setOpen(true)}>
        Report wrong fitment
      </Button>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Report wrong fitment">
      <label htmlFor={`${id}-note`} className="text-sm font-medium">
        What is wrong with this part's fitment?
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={1000}
        required
        rows={3}
        className={cn('rounded-md border border-input bg-background px-3 py-2 text-sm')}
      />
      {report.error && <p className="text-sm text-destructive">Could not send the report: {report.error.message}</p>}
      <Button type="submit" size="sm" className="justify-self-start" disabled={report.isPending || note.trim() === ''}>
        Send report
      </Button>
    </form>
  );
}
