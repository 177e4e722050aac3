import type { SearchResponse } from '@shared/schemas/search';
import { Button } from '@web/components/ui/button';
import { hasListingFilters, type SearchState } from '../search-state';
import { FacetChecklist, type FacetItem } from './facet-checklist';
import { PriceFilter } from './price-filter';
import { ShippingFilter } from './shipping-filter';

/** Spec 000 §9: vendors and brands shown before "Show all". */
export const COLLAPSED_VENDORS = 5;
export const COLLAPSED_BRANDS = 3;

interface FilterSidebarProps {
  state: SearchState;
  facets: SearchResponse['facets'] | undefined;
  /** Applies changed filters; the page goes back to page 1. */
  onChange: (changes: Partial<SearchState>) => void;
  onClear: () => void;
  /** Names ticked vendors that have no matches left (and so no facet entry). */
  vendorName: (id: number) => string;
  /** Distinguishes the desktop sidebar from the copy in the mobile sheet. */
  idPrefix: string;
}

/** A ticked entry with no matches left still shows, with 0, so it can be unticked. */
function withTicked<K extends string | number>(items: FacetItem<K>[], ticked: readonly K[], label: (key: K) => string): FacetItem<K>[] {
  const missing = ticked.filter((key) => !items.some((item) => item.key === key));
  return [...items, ...missing.map((key) => ({ key, label: label(key), count: 0 }))];
}

/** Price, vendors, brands and shipping: the filters that narrow which offers count. */
export function FilterSidebar({ state, facets, onChange, onClear, vendorName, idPrefix }: FilterSidebarProps) {
  const vendors = withTicked(
    (facets?.vendors ?? []).map((v) => ({ key: v.id, label: v.name, count: v.count })),
    state.vendorIds,
    vendorName,
  );
  const brands = withTicked(
    (facets?.brands ?? []).map((b) => ({ key: b.name, label: b.name, count: b.count })),
    state.brands,
    (name) => name,
  );
  const toggle = <K,>(list: K[], key: K, checked: boolean) => (checked ? [...list, key] : list.filter((k) => k !== key));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-bold">Filters</h2>
        {hasListingFilters(state) && (
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onClear}>
            Clear all
          </Button>
        )}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Price</legend>
        <PriceFilter
          idPrefix={`${idPrefix}-price`}
          min={state.minPrice}
          max={state.maxPrice}
          onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </fieldset>
      <FacetChecklist
        title="Vendors"
        noun="vendors"
        items={vendors}
        selected={state.vendorIds}
        collapsedCount={COLLAPSED_VENDORS}
        onToggle={(id, checked) => onChange({ vendorIds: toggle(state.vendorIds, id, checked) })}
      />
      <FacetChecklist
        title="Brands"
        noun="brands"
        items={brands}
        selected={state.brands}
        collapsedCount={COLLAPSED_BRANDS}
        onToggle={(name, checked) => onChange({ brands: toggle(state.brands, name, checked) })}
      />
      <ShippingFilter idPrefix={`${idPrefix}-shipping`} state={state} onToggle={(flag, checked) => onChange({ [flag]: checked })} />
    </div>
  );
}
