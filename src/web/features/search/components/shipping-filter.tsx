import { Checkbox } from '@web/components/ui/checkbox';
import type { SearchState, ShippingFlag } from '../search-state';

const OPTIONS: { flag: ShippingFlag; label: string }[] = [
  { flag: 'hasFreeShipping', label: 'Free Shipping' },
  { flag: 'hasSameDayShipping', label: 'Same-Day Shipping' },
  { flag: 'hasNextDayDelivery', label: 'Next-Day Delivery' },
];

interface ShippingFilterProps {
  state: Pick<SearchState, ShippingFlag>;
  onToggle: (flag: ShippingFlag, checked: boolean) => void;
  idPrefix: string;
}

export function ShippingFilter({ state, onToggle, idPrefix }: ShippingFilterProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Shipping</legend>
      <ul className="flex flex-col gap-0.5">
        {OPTIONS.map(({ flag, label }) => (
          <li key={flag}>
            <label htmlFor={`${idPrefix}-${flag}`} className="flex cursor-pointer items-center gap-2.5 rounded-md px-1.5 py-1.5 text-sm hover:bg-accent">
              <Checkbox id={`${idPrefix}-${flag}`} name={flag} value="true" checked={state[flag]} onChange={(event) => onToggle(flag, event.target.checked)} />
              {label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
