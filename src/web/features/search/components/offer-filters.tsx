import { Checkbox } from '@web/components/ui/checkbox';
import { offerFilterGroups, type OfferFilterName } from '@shared/rules/offer-filters';
import type { SearchState } from '../search-state';

interface OfferFiltersProps {
  state: Pick<SearchState, OfferFilterName>;
  onToggle: (name: OfferFilterName, checked: boolean) => void;
  idPrefix: string;
}

/** A checkbox per offer filter, under its group's heading ("Shipping", "Availability"). */
export function OfferFilters({ state, onToggle, idPrefix }: OfferFiltersProps) {
  return offerFilterGroups().map(({ group, filters }) => (
    <fieldset key={group}>
      <legend className="mb-2 text-sm font-semibold">{group}</legend>
      <ul className="flex flex-col gap-0.5">
        {filters.map(({ name, label }) => (
          <li key={name}>
            <label htmlFor={`${idPrefix}-${name}`} className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1.5 text-sm hover:bg-accent">
              <Checkbox id={`${idPrefix}-${name}`} name={name} value="true" checked={state[name]} onChange={(event) => onToggle(name, event.target.checked)} />
              {label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  ));
}
