import { useState, type FormEvent } from 'react';
import type { PartPatch } from '@shared/schemas/admin-catalog';
import type { ReviewCreatePart } from '@shared/schemas/admin-review';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/cn';

/** What the fields hold while typed: text, the category's id included. */
export interface PartFormDraft {
  name: string;
  brand: string;
  partNumber: string;
  categoryId: string;
  description: string;
  /** Only with `withImageUrl`. */
  imageUrl?: string;
}

/** The body both part endpoints read (the catalog's edit and the review queue's new part). */
export type PartFormValues = Required<Pick<ReviewCreatePart, 'name' | 'brand' | 'partNumber' | 'categoryId' | 'description'>> & Pick<PartPatch, 'imageUrl'>;

interface PartFormProps {
  /** The form's accessible name. */
  label: string;
  initial: PartFormDraft;
  categories: readonly { id: number; name: string }[] | undefined;
  /** A first, empty choice ("Choose a category") for a part that has none yet. */
  categoryPlaceholder?: string;
  /** The image field, for a part already in the catalog. */
  withImageUrl?: boolean;
  submitLabel: string;
  /** Read-only: the fields are shown but cannot change, and there is no button. */
  readOnly?: boolean;
  /** Inside a list (the review queue): framed, with a small button. */
  compact?: boolean;
  pending: boolean;
  /** The server's answer to the last submit: messages by field (the shared schema's), else one message. */
  error: { fieldErrors: Record<string, string>; displayMessage: string } | null;
  onSubmit: (values: PartFormValues) => void;
}

/** A catalog part's own fields (name, brand, number, category, description), as the console edits or creates them. */
export function PartForm({ label, initial, categories, categoryPlaceholder, withImageUrl = false, submitLabel, readOnly = false, compact = false, pending, error, onSubmit }: PartFormProps) {
  const [draft, setDraft] = useState(initial);
  const errors: Partial<Record<keyof PartFormValues, string>> = error?.fieldErrors ?? {};
  const set = (key: keyof PartFormDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // No category chosen is sent as 0, so the server names the field that is missing.
    const values: PartFormValues = { name: draft.name, brand: draft.brand, partNumber: draft.partNumber, categoryId: Number(draft.categoryId) || 0, description: draft.description };
    onSubmit(withImageUrl ? { ...values, imageUrl: draft.imageUrl?.trim() ? draft.imageUrl : null } : values);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={label} className={cn('grid sm:grid-cols-2', compact ? 'gap-3 rounded-md border border-border p-3' : 'gap-4')}>
      <fieldset disabled={readOnly} className="contents">
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
            {categoryPlaceholder !== undefined && <option value="">{categoryPlaceholder}</option>}
            {categories?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            )) ?? (categoryPlaceholder === undefined && <option value={draft.categoryId}>Loading…</option>)}
          </NativeSelect>
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Description" error={errors.description}>
            <textarea className="min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-sm aria-invalid:border-destructive" value={draft.description} onChange={set('description')} />
          </FormField>
        </div>
        {withImageUrl && (
          <div className="sm:col-span-2">
            <FormField label="Image URL" error={errors.imageUrl}>
              <Input value={draft.imageUrl ?? ''} onChange={set('imageUrl')} />
            </FormField>
          </div>
        )}
      </fieldset>
      {error && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error.displayMessage}
        </p>
      )}
      {!readOnly && (
        <div className="sm:col-span-2">
          <Button type="submit" size={compact ? 'sm' : undefined} disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
