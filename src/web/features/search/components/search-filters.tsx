import type { SearchView } from '../api/use-search-view';
import { FilterSidebar } from './filter-sidebar';

/** The filter sidebar for the current search (in the left column, or in the phone's sheet). */
export function SearchFilters({ view, idPrefix }: { view: SearchView; idPrefix: string }) {
  return <FilterSidebar state={view.state} facets={view.facets} onChange={view.change} onClear={view.clearFilters} vendorName={view.vendorName} idPrefix={idPrefix} />;
}
