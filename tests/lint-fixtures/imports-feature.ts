// A web feature's hook and a page: an entity may import neither (a page may import both).
import { useSearchParts } from '@web/features/search/api/search-parts';
import SearchPage from '@web/pages/search';

export const fixture = [useSearchParts, SearchPage];
