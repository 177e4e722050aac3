import { useId, useState, type FormEvent } from 'react';
import type { VinMatch } from '@shared/schemas/fitment';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { ApiRequestError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useDecodeVin, useGarageActions } from '../api/garage-api';

const vehicleName = (match: VinMatch) => `${match.year} ${match.makeName} ${match.displayName}`;

interface VinFormProps {
  /** The button's words: "Decode", or "Check fit" on a part page. */
  submitLabel?: string;
  className?: string;
}

/**
 * A field labelled "VIN": decodes it on the server (offline vPIC data) and puts the car in My
 * Garage as the active vehicle. Several generations in the VIN's year: the shopper picks one. A
 * check digit that does not match: the car is added only when the shopper says so. A car we carry
 * nothing for, or a VIN that names none, is said plainly. The VIN stays in the browser's garage
 * cookie only.
 */
export function VinForm({ submitLabel = 'Decode VIN', className }: VinFormProps) {
  const id = useId();
  const [vin, setVin] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const decode = useDecodeVin();
  const garage = useGarageActions();
  const answer = decode.data;

  const add = (match: VinMatch, decodedVin: string, body: string | null) => {
    void garage.add({
      make: match.makeSlug,
      model: match.modelSlug,
      year: match.year,
      vin: decodedVin,
      ...(match.variant ? { variant: match.variant } : {}),
      ...(match.engine ? { engine: match.engine } : {}),
      ...(body ? { body } : {}),
    });
    setAdded(vehicleName(match));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    decode.mutate(vin.trim(), {
      onSuccess: (result) => {
        if (result.matches.length === 1 && result.checkDigitMatches) add(result.matches[0]!, result.vin, result.bodyStyle);
      },
    });
  };

  const error = decode.error instanceof ApiRequestError ? decode.error.apiMessage ?? decode.error.message : decode.error?.message;
  return (
    <form onSubmit={submit} className={cn('grid gap-2', className)} aria-label="Find your car by VIN">
      <label htmlFor={`${id}-vin`} className="text-sm font-medium">
        VIN
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-vin`}
          name="vin"
          value={vin}
          onChange={(e) => setVin(e.target.value)}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          placeholder="17 characters, e.g. WBS8M9C58J5K98765"
          aria-describedby={`${id}-vin-status`}
          aria-invalid={error ? true : undefined}
          className="font-mono uppercase"
        />
        <Button type="submit" disabled={decode.isPending || vin.trim() === ''}>
          {decode.isPending ? 'Decoding…' : submitLabel}
        </Button>
      </div>
      <div id={`${id}-vin-status`} role="status" className="grid gap-1 text-sm">
        {error && <p className="text-destructive">{error}</p>}
        {answer?.warnings.map((w) => (
          <p key={w} className="text-muted-foreground">
            {w}
          </p>
        ))}
        {answer && !added && (answer.matches.length > 1 || (answer.matches.length === 1 && !answer.checkDigitMatches)) && (
          <ul className="flex flex-wrap gap-2">
            {answer.matches.map((m) => (
              <li key={m.modelId}>
                <Button variant="outline" size="sm" onClick={() => add(m, answer.vin, answer.bodyStyle)}>
                  {answer.matches.length === 1 ? `Add ${vehicleName(m)} to My Garage` : vehicleName(m)}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {added && <p className="font-medium text-foreground">Added {added} to My Garage.</p>}
      </div>
    </form>
  );
}
