import { createContext, useContext, useId } from 'react';
import { Checkbox } from '@web/components/ui/checkbox';

/**
 * Which price the result cards lead with: the total a shopper pays (item + one unit's shipping, the
 * default) or, for those who want it, the item price alone. Only the display changes: the order and
 * the best offer stay the offer rule's.
 */
export const ItemPriceOnlyContext = createContext(false);

export const useItemPriceOnly = () => useContext(ItemPriceOnlyContext);

export function ItemPriceOnlyToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2 text-xs text-muted-foreground">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Show item price only
    </label>
  );
}
