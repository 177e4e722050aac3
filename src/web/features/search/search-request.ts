import { withMakePrefix } from '@shared/rules/search';
import { type SearchState, writeSearchParams } from './search-address';

/**
 * The GET /api/parts/search query for a page state: the address's parameters (search-address.ts),
 * defaults included.
 *
 * Make-based query prefix: a make the catalog knows is sent as a fitment filter,
 * which is stricter than words (only parts that fit) and makes the brand name in the text
 * redundant — prefixing would even drop universal parts that never name the make. So the prefix
 * is applied only when the make cannot be a filter: a make param the catalog does not know as a
 * slug, such as the short "mercedes". Then make and model are left out (the server would match
 * nothing for an unknown slug) and the brand name in the text steers the search instead.
 */
export function searchRequestParams(state: SearchState, makeIsKnown: boolean): URLSearchParams {
  const vehicleAsFilter = state.make !== undefined && makeIsKnown;
  const q = state.make && !vehicleAsFilter ? withMakePrefix(state.q, state.make) : state.q;
  const sent: SearchState = vehicleAsFilter ? { ...state, q } : { ...state, q, make: undefined, model: undefined, year: undefined };
  return writeSearchParams(sent, { withDefaults: true });
}
