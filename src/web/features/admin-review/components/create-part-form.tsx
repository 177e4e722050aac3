import type { ReviewItem } from '@shared/schemas/admin-review';
import { PartForm } from '@web/entities/part/components/part-form';
import { useCategories, useCreatePartFrom } from '../api/review-api';

/** A new catalog part from an unmatched offer, prefilled from what the feed said; then linked to it. */
export function CreatePartForm({ item, onDone }: { item: ReviewItem; onDone: (message: string) => void }) {
  const categories = useCategories();
  const create = useCreatePartFrom(item.id);
  return (
    <PartForm
      label={`Create a part from ${item.title}`}
      initial={{ name: item.title, brand: item.brand ?? '', partNumber: item.mpn ?? item.numbers[0] ?? '', categoryId: '', description: '' }}
      categories={categories.data?.categories}
      categoryPlaceholder="Choose a category"
      submitLabel="Create part and link"
      compact
      pending={create.isPending}
      error={create.error}
      onSubmit={(values) => create.mutate(values, { onSuccess: (result) => onDone(`Created part ${result.partNumber} and linked the offer to it.`) })}
    />
  );
}
