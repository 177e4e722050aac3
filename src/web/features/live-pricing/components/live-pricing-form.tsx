import { Loader2, Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { canSubmit, type LivePricingFields, makeOptions } from '../live-pricing-form';

interface LivePricingFormProps {
  fields: LivePricingFields;
  onChange: (fields: LivePricingFields) => void;
  onSubmit: () => void;
  searching: boolean;
  /** "Part number and make are required", after a submit without them. */
  problem: string | null;
}

/** Part number, make, model and year; the button waits for a part number and a make. */
export function LivePricingForm({ fields, onChange, onSubmit, searching, problem }: LivePricingFormProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  const set = (key: keyof LivePricingFields) => (event: { target: { value: string } }) =>
    onChange({ ...fields, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const invalid = problem !== null;

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-number`}>Part Number</Label>
        <Input
          id={`${id}-number`}
          value={fields.partNumber}
          onChange={set('partNumber')}
          placeholder="e.g. 11 62 1 259 307"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid && fields.partNumber.trim() === ''}
          aria-describedby={invalid ? problemId : undefined}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-make`}>Make</Label>
        <NativeSelect
          id={`${id}-make`}
          value={fields.make}
          onChange={set('make')}
          aria-invalid={invalid && fields.make === ''}
          aria-describedby={invalid ? problemId : undefined}
        >
          <option value="">Select make</option>
          {makeOptions(fields.make).map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-model`}>
          Model <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input id={`${id}-model`} value={fields.model} onChange={set('model')} placeholder="e.g. 3 Series" autoComplete="off" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-year`}>
          Year <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id={`${id}-year`}
          type="number"
          inputMode="numeric"
          min={1900}
          max={new Date().getFullYear() + 1}
          value={fields.year}
          onChange={set('year')}
          placeholder="2020"
        />
      </div>
      <div className="flex items-end">
        <Button type="submit" className="w-full" disabled={searching || !canSubmit(fields)}>
          {searching ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Searching Vendors...
            </>
          ) : (
            <>
              <Search className="size-4" aria-hidden="true" />
              Search All Vendors
            </>
          )}
        </Button>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {problem}
        </p>
      )}
    </form>
  );
}
