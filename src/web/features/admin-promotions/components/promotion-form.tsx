import { useState, type FormEvent } from 'react';
import { PROMOTION_PLACEMENT_LABELS, PROMOTION_PLACEMENTS, type PromotionPlacement } from '@shared/schemas/admin-promotions';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { fromDatetimeLocal, toDatetimeLocal } from '@web/lib/datetime-local';
import { useCreatePromotion } from '../api/promotions-api';
import { PromotionPartSearch } from './promotion-part-search';

/** Schedules a featured placement: which part, where, from when to when, with what label. */
export function PromotionForm({ onCreated }: { onCreated: (message: string) => void }) {
  const create = useCreatePromotion();
  const [part, setPart] = useState<{ id: number; name: string; partNumber: string } | null>(null);
  const [draft, setDraft] = useState({ label: 'Featured', placement: 'search' as PromotionPlacement, startsAt: toDatetimeLocal(new Date()), endsAt: '', priority: '0' });
  const errors = create.error?.fieldErrors ?? {};
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        partId: part?.id ?? 0,
        label: draft.label,
        placement: draft.placement,
        startsAt: fromDatetimeLocal(draft.startsAt),
        endsAt: draft.endsAt ? fromDatetimeLocal(draft.endsAt) : null,
        priority: Number(draft.priority),
      },
      { onSuccess: (p) => onCreated(`Scheduled “${p.label}” for ${p.partName}.`) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New featured placement" className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-1.5 sm:col-span-2">
        <p className="text-sm font-medium">Part</p>
        {part ? (
          <p className="text-sm">
            {part.name} · {part.partNumber}{' '}
            <Button variant="link" size="sm" onClick={() => setPart(null)}>
              Change
            </Button>
          </p>
        ) : (
          <PromotionPartSearch onPick={setPart} />
        )}
        {errors.partId && <p className="text-xs font-medium text-destructive">{errors.partId}</p>}
      </div>
      <FormField label="Where" error={errors.placement}>
        <NativeSelect value={draft.placement} onChange={set('placement')}>
          {PROMOTION_PLACEMENTS.map((p) => (
            <option key={p} value={p}>
              {PROMOTION_PLACEMENT_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Label" error={errors.label} hint="Shown on the featured card, e.g. “Featured” or “Sponsored”.">
        <Input value={draft.label} onChange={set('label')} />
      </FormField>
      <FormField label="Starts" error={errors.startsAt}>
        <Input type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} />
      </FormField>
      <FormField label="Ends" error={errors.endsAt} hint="Empty: until removed.">
        <Input type="datetime-local" value={draft.endsAt} onChange={set('endsAt')} />
      </FormField>
      <FormField label="Priority" error={errors.priority} hint="Higher shows first when several match.">
        <Input inputMode="numeric" value={draft.priority} onChange={set('priority')} />
      </FormField>
      {create.error && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {create.error.displayMessage}
        </p>
      )}
      <p className="text-xs text-muted-foreground sm:col-span-2">
        A placement only fills the labelled featured slot. It never changes a price or moves a part in the results.
      </p>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          Schedule placement
        </Button>
      </div>
    </form>
  );
}
