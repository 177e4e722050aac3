import type { SearchResponse } from '@shared/schemas/search';
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button';
import { buttonVariants } from '@web/components/ui/button-variants';
import { OFFER_FILTER_NAMES } from '@shared/rules/offer-filters';
import { searchFilterLabel } from '@shared/rules/search-filters';
import { catalogPartType } from '@shared/part-types';
import { hasListingFilters, otherSearchFields, type SearchState, searchHref, withoutListingFilters } from '../search-state';
import { HiddenFields } from './hidden-fields';
import { FacetChecklist, type FacetItem } from './facet-checklist';
import { PriceFilter } from './price-filter';
import { OfferFilters } from './offer-filters';

/** Vendors, brands and part types shown before "Show all". */
export const COLLAPSED_VENDORS = 5;
export const COLLAPSED_BRANDS = 3;
export const COLLAPSED_PART_TYPES = 5;

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

/** The address's fields this sidebar sets. */
const FILTER_FIELDS = ['minPrice', 'maxPrice', 'vendorIds', 'brands', 'partType', ...OFFER_FILTER_NAMES];

/**
 * Price, vendors, brands, part types and shipping: the filters that narrow the results and the
 * offers that count. Once the app runs, each change applies at once; the sidebar is a plain GET
 * form as well, sent by its Apply button without the app's code, and by boot.ts as soon as a box is
 * ticked before the code has arrived, so what is ticked is always what applies.
 */
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
  const partTypes = withTicked(
    (facets?.partTypes ?? []).map((p) => ({ key: p.id, label: p.name, count: p.count })),
    state.partType,
    (id) => catalogPartType(id)?.name ?? id,
  );
  const toggle = <K,>(list: K[], key: K, checked: boolean) => (checked ? [...list, key] : list.filter((k) => k !== key));

  return (
    <form
      method="get"
      action="/search"
      data-submit-on-change=""
      aria-label="Filters"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-6"
    >
      <HiddenFields fields={otherSearchFields(state, FILTER_FIELDS)} />
      <div className="flex items-center justify-between">
        <h2 className="text-base font-bold">Filters</h2>
        {hasListingFilters(state) && (
          <Link
            href={searchHref(withoutListingFilters(state))}
            onClick={(event) => {
              event.preventDefault();
              onClear();
            }}
            className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto px-0' })}
          >
            Clear all
          </Link>
        )}
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{searchFilterLabel('price')}</legend>
        <PriceFilter
          idPrefix={`${idPrefix}-price`}
          min={state.minPrice}
          max={state.maxPrice}
          onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </fieldset>
      <FacetChecklist
        title={searchFilterLabel('vendor')}
        name="vendorIds"
        noun="vendors"
        items={vendors}
        selected={state.vendorIds}
        collapsedCount={COLLAPSED_VENDORS}
        onToggle={(id, checked) => onChange({ vendorIds: toggle(state.vendorIds, id, checked) })}
      />
      <FacetChecklist
        title={searchFilterLabel('brand')}
        name="brands"
        noun="brands"
        items={brands}
        selected={state.brands}
        collapsedCount={COLLAPSED_BRANDS}
        onToggle={(name, checked) => onChange({ brands: toggle(state.brands, name, checked) })}
      />
      <FacetChecklist
        title={searchFilterLabel('partType')}
        name="partType"
        noun="part types"
        items={partTypes}
        selected={state.partType}
        collapsedCount={COLLAPSED_PART_TYPES}
        onToggle={(id, checked) => onChange({ partType: toggle(state.partType, id, checked) })}
      />
      <OfferFilters idPrefix={`${idPrefix}-offer`} state={state} onToggle={(name, checked) => onChange({ [name]: checked })} />
      <noscript>
        <Button type="submit" className="w-full">
          Apply filters
        </Button>
      </noscript>
    </form>
  );
}
