import { withMakePrefix } from '@shared/rules/search';
import { OFFER_FILTER_NAMES } from '@shared/rules/offer-filters';
import type { SearchState } from './search-state';

/**
 * The GET /api/parts/search query for a page state.
 *
 * Make-based query prefix: a make the catalog knows is sent as a fitment filter,
 * which is stricter than words (only parts that fit) and makes the brand name in the text
 * redundant — prefixing would even drop universal parts that never name the make. So the prefix
 * is applied only when the make cannot be a filter: a make param the catalog does not know as a
 * slug, such as the short "mercedes". Then make and model are left out (the server would match
 * nothing for an unknown slug) and the brand name in the text steers the search instead.
 */
export function searchRequestParams(state: SearchState, makeIsKnown: boolean): URLSearchParams {
  const params = new URLSearchParams();
  const vehicleAsFilter = state.make !== undefined && makeIsKnown;
  const q = state.make && !vehicleAsFilter ? withMakePrefix(state.q, state.make) : state.q;
  if (q) params.set('q', q);
  if (vehicleAsFilter) {
    params.set('make', state.make!);
    if (state.model) params.set('model', state.model);
    if (state.year) params.set('year', String(state.year));
  }
  if (state.categoryId) params.set('categoryId', String(state.categoryId));

  if (state.minPrice !== undefined) params.set('minPrice', state.minPrice);
  if (state.maxPrice !== undefined) params.set('maxPrice', state.maxPrice);

  if (state.vendorIds.length) params.set('vendorIds', state.vendorIds.join(','));
  if (state.brands.length) params.set('brands', state.brands.join(','));
  if (state.partType.length) params.set('partType', state.partType.join(','));
  for (const name of OFFER_FILTER_NAMES) if (state[name]) params.set(name, 'true');
  if (state.literal) params.set('literal', 'true');
  params.set('sort', state.sort);
  params.set('page', String(state.page));
  return params;
}
