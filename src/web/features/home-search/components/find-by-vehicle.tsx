import { CarFront, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import type { Model } from '@shared/schemas/catalog';
import { HOME_SEARCH_MESSAGES, vehicleSearchTarget } from '@shared/rules/search';
import { lastYears, yearInRange } from '@shared/rules/vehicles';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useMakes, useModels } from '@web/lib/catalog-queries';
import { FormAlert } from './form-alert';

type Field = 'year' | 'make' | 'model';
const FIELDS: Field[] = ['year', 'make', 'model'];
const fieldId = (field: Field) => `find-by-vehicle-${field}`;

const modelLabel = (model: Model) => (model.generation ? `${model.name} (${model.generation})` : model.name);

/**
 * "Find Parts by Vehicle": one of the last 8 years, a make and a model, to
 * /search?year=&make=&model= with slugs. Only models built in the chosen year are offered.
 */
export function FindByVehicle() {
  const [, navigate] = useLocation();
  const years = lastYears(new Date().getFullYear());
  const [year, setYear] = useState<number | undefined>();
  const [makeSlug, setMakeSlug] = useState('');
  const [modelSlug, setModelSlug] = useState('');
  const [missing, setMissing] = useState<Field | null>(null);

  const makes = useMakes();
  const make = makes.data?.find((m) => m.slug === makeSlug);
  const models = useModels(make?.id);
  const offered = (models.data ?? []).filter((m) => year === undefined || yearInRange(year, m.yearFrom, m.yearTo));

  const values: Record<Field, unknown> = { year, make: makeSlug, model: modelSlug };
  const shownMissing = missing && !values[missing] ? missing : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = FIELDS.find((field) => !values[field]) ?? null;
    setMissing(first);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    navigate(vehicleSearchTarget({ year, make: makeSlug, model: modelSlug }));
  };

  return (
    <section aria-labelledby="find-by-vehicle-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="surface-inverse relative p-6 sm:p-8">
          <CarFront className="size-10 text-inverse-brand" aria-hidden="true" />
          <h2 id="find-by-vehicle-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            Find Parts by Vehicle
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-inverse-muted sm:text-base">
            Pick your car and see every part that fits, with prices from every retailer side by side.
          </p>
        </div>
        <form onSubmit={submit} noValidate aria-labelledby="find-by-vehicle-title" className="p-6 sm:p-8">
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={fieldId('year')}>Year</Label>
              <NativeSelect
                id={fieldId('year')}
                value={year ?? ''}
                aria-invalid={shownMissing === 'year' || undefined}
                onChange={(event) => {
                  const next = event.target.value ? Number(event.target.value) : undefined;
                  setYear(next);
                  // A model not built in the new year no longer fits.
                  const kept = models.data?.find((m) => m.slug === modelSlug);
                  if (kept && next !== undefined && !yearInRange(next, kept.yearFrom, kept.yearTo)) setModelSlug('');
                }}
              >
                <option value="">Select year</option>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={fieldId('make')}>Make</Label>
              <NativeSelect
                id={fieldId('make')}
                value={makeSlug}
                disabled={!makes.data}
                aria-invalid={shownMissing === 'make' || undefined}
                onChange={(event) => {
                  setMakeSlug(event.target.value);
                  setModelSlug('');
                }}
              >
                <option value="">{makes.isPending ? 'Loading makes...' : 'Select make'}</option>
                {makes.data?.map((m) => (
                  <option key={m.id} value={m.slug}>
                    {m.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={fieldId('model')}>Model</Label>
              <NativeSelect
                id={fieldId('model')}
                value={modelSlug}
                disabled={!make || !models.data}
                aria-invalid={shownMissing === 'model' || undefined}
                onChange={(event) => setModelSlug(event.target.value)}
              >
                <option value="">
                  {!make ? 'Select make first' : models.isPending ? 'Loading models...' : offered.length ? 'Select model' : 'No models for this year'}
                </option>
                {offered.map((m) => (
                  <option key={m.id} value={m.slug}>
                    {modelLabel(m)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {shownMissing && <FormAlert message={HOME_SEARCH_MESSAGES[shownMissing]} className="mt-4" />}
          <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
            <Search className="size-5" aria-hidden="true" />
            Find Parts
          </Button>
        </form>
      </div>
    </section>
  );
}
