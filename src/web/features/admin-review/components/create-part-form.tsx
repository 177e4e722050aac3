import { useState, type FormEvent } from 'react';
import type { ReviewItem } from '@shared/schemas/admin-review';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCategories, useCreatePartFrom } from '../api/review-api';

/** A new catalog part from an unmatched offer, prefilled from what the feed said; then linked to it. */
export function CreatePartForm({ item, onDone }: { item: ReviewItem; onDone: (message: string) => void }) {
  const categories = useCategories();
  const create = useCreatePartFrom(item.id);
  const [draft, setDraft] = useState({ name: item.title, brand: item.brand ?? '', partNumber: item.mpn ?? item.numbers[0] ?? '', categoryId: '', description: '' });
  const errors = create.error?.fieldErrors ?? {};
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { ...draft, categoryId: Number(draft.categoryId) || 0 },
      { onSuccess: (result) => onDone(`Created part ${result.partNumber} and linked the offer to it.`) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Create a part from ${item.title}`} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
      <FormField label="Part name" error={errors.name}>
        <Input value={draft.name} onChange={set('name')} />
      </FormField>
      <FormField label="Brand" error={errors.brand}>
        <Input value={draft.brand} onChange={set('brand')} />
      </FormField>
      <FormField label="Part number" error={errors.partNumber}>
        <Input value={draft.partNumber} onChange={set('partNumber')} />
      </FormField>
      <FormField label="Category" error={errors.categoryId}>
        <NativeSelect value={draft.categoryId} onChange={set('categoryId')}>
          <option value="">Choose a category</option>
          {categories.data?.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Description" error={errors.description}>
          <Input value={draft.description} onChange={set('description')} />
        </FormField>
      </div>
      {create.error && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {create.error.displayMessage}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={create.isPending}>
          Create part and link
        </Button>
      </div>
    </form>
  );
}
