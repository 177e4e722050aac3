import type { EnhancedModel } from '@shared/schemas/catalog';
import { sortBaseModelGroups } from '@shared/rules/vehicles';

/**
 * Models as <optgroup>s by base model ("911", "3 Series", "Cayenne"), 911 first; the
 * server's order is kept inside each group.
 */
export function ModelOptions({ models }: { models: EnhancedModel[] }) {
  const byGroup = new Map<string, EnhancedModel[]>();
  for (const model of models) byGroup.set(model.baseModel, [...(byGroup.get(model.baseModel) ?? []), model]);
  return sortBaseModelGroups(byGroup.keys()).map((group) => (
    <optgroup key={group} label={group}>
      {byGroup.get(group)?.map((model) => (
        <option key={model.id} value={model.slug}>
          {model.displayName}
        </option>
      ))}
    </optgroup>
  ));
}
