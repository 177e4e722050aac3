import { useState, type FormEvent } from 'react';
import { INTERCHANGE_KINDS, type AdminPart } from '@shared/schemas/admin-catalog';
import { PartForm } from '@web/entities/part/components/part-form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCatalogChoices, usePartChanges } from '../api/catalog-api';

const KIND_LABELS = { oem: 'OEM number', superseded: 'Superseded number', aftermarket: 'Aftermarket equivalent' } as const;

function DetailsForm({ part, canEdit, onSaved }: { part: AdminPart; canEdit: boolean; onSaved: (m: string) => void }) {
  const { update } = usePartChanges(part.id);
  const choices = useCatalogChoices();
  const initial = {
    name: part.name,
    brand: part.brand,
    partNumber: part.partNumber,
    description: part.description,
    categoryId: String(part.categoryId),
    imageUrl: part.imageUrl ?? '',
  };
  return (
    <PartForm
      label="Part details"
      initial={initial}
      categories={choices.data?.categories}
      withImageUrl
      submitLabel="Save details"
      readOnly={!canEdit}
      pending={update.isPending}
      error={update.error}
      onSubmit={(values) => update.mutate(values, { onSuccess: () => onSaved('Details saved.') })}
    />
  );
}

function Fitments({ part, canEdit, onSaved }: { part: AdminPart; canEdit: boolean; onSaved: (m: string) => void }) {
  const { addFitment, removeFitment } = usePartChanges(part.id);
  const choices = useCatalogChoices();
  const [draft, setDraft] = useState({ modelId: '', yearFrom: '', yearTo: '', notes: '' });
  const errors = addFitment.error?.fieldErrors ?? {};
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    addFitment.mutate(
      { modelId: Number(draft.modelId) || 0, yearFrom: Number(draft.yearFrom), yearTo: Number(draft.yearTo), notes: draft.notes.trim() || null },
      { onSuccess: () => onSaved('Fitment added.') },
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1 text-sm" aria-label="Fitments">
        {part.fitments.length === 0 && <li className="text-muted-foreground">No fitment yet.</li>}
        {part.fitments.map((f) => (
          <li key={f.id} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5">
            <span>
              {f.makeName} {f.modelName} · {f.yearFrom}–{f.yearTo}
              {f.notes ? ` · ${f.notes}` : ''}
            </span>
            {canEdit && (
              <Button size="sm" variant="ghost" onClick={() => removeFitment.mutate(f.id, { onSuccess: () => onSaved('Fitment removed.') })}>
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form onSubmit={submit} noValidate aria-label="Add a fitment" className="grid gap-3 sm:grid-cols-4">
          <FormField label="Vehicle" error={errors.modelId}>
            <NativeSelect value={draft.modelId} onChange={set('modelId')}>
              <option value="">Choose a model</option>
              {choices.data?.models.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.makeName} {m.name} ({m.yearFrom}–{m.yearTo ?? 'now'})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="From year" error={errors.yearFrom}>
            <Input inputMode="numeric" value={draft.yearFrom} onChange={set('yearFrom')} />
          </FormField>
          <FormField label="To year" error={errors.yearTo}>
            <Input inputMode="numeric" value={draft.yearTo} onChange={set('yearTo')} />
          </FormField>
          <FormField label="Notes" error={errors.notes}>
            <Input value={draft.notes} onChange={set('notes')} />
          </FormField>
          <div className="sm:col-span-4">
            <Button type="submit" size="sm" variant="outline" disabled={addFitment.isPending}>
              Add fitment
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function Numbers({ part, canEdit, onSaved }: { part: AdminPart; canEdit: boolean; onSaved: (m: string) => void }) {
  const { addNumber, removeNumber } = usePartChanges(part.id);
  const [draft, setDraft] = useState({ number: '', kind: 'superseded', brand: '' });
  const errors = addNumber.error?.fieldErrors ?? {};
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    addNumber.mutate({ number: draft.number, kind: draft.kind as (typeof INTERCHANGE_KINDS)[number], brand: draft.brand.trim() || null }, { onSuccess: () => onSaved('Number added.') });
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1 text-sm" aria-label="Numbers and supersessions">
        {part.numbers.length === 0 && <li className="text-muted-foreground">No other number yet.</li>}
        {part.numbers.map((n) => (
          <li key={n.id} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5">
            <span>
              {n.number} · {KIND_LABELS[n.kind]}
              {n.brand ? ` · ${n.brand}` : ''}
            </span>
            {canEdit && (
              <Button size="sm" variant="ghost" onClick={() => removeNumber.mutate(n.id, { onSuccess: () => onSaved('Number removed.') })}>
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form onSubmit={submit} noValidate aria-label="Add a number" className="grid gap-3 sm:grid-cols-3">
          <FormField label="Number" error={errors.number}>
            <Input value={draft.number} onChange={set('number')} />
          </FormField>
          <FormField label="Kind" error={errors.kind}>
            <NativeSelect value={draft.kind} onChange={set('kind')}>
              {INTERCHANGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Brand" error={errors.brand}>
            <Input value={draft.brand} onChange={set('brand')} />
          </FormField>
          <div className="sm:col-span-3">
            <Button type="submit" size="sm" variant="outline" disabled={addNumber.isPending}>
              Add number
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** One part: its details, the vehicles it fits and its other numbers (supersessions); every change audited. */
export function PartEditor({ part, canEdit }: { part: AdminPart; canEdit: boolean }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="grid gap-4">
      {message && (
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {message}
        </p>
      )}
      <Card>
        <CardHeader>
          <h2 className="font-semibold">Details</h2>
        </CardHeader>
        <CardContent>
          <DetailsForm key={part.id} part={part} canEdit={canEdit} onSaved={setMessage} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold">Fitments</h2>
        </CardHeader>
        <CardContent>
          <Fitments part={part} canEdit={canEdit} onSaved={setMessage} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold">Numbers and supersessions</h2>
        </CardHeader>
        <CardContent>
          <Numbers part={part} canEdit={canEdit} onSaved={setMessage} />
        </CardContent>
      </Card>
    </div>
  );
}
