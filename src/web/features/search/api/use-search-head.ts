import { categoryListingId, categorySearchHead } from '@shared/rules/page-head';
import { pageOrigin } from '@web/lib/page-origin';
import { plainHead, usePageHead } from '@web/lib/use-page-head';
import type { SearchView } from './use-search-view';

/** /search's title and description. A plain category listing is the one indexable search; its head comes from the builder the server uses too. */
export function useSearchHead({ params, state, category, title, pageVehicleName }: SearchView) {
  const isCategoryListing = category !== undefined && categoryListingId(params) === category.id;
  usePageHead(
    isCategoryListing
      ? categorySearchHead(category, pageOrigin())
      : plainHead(
          state.q || title,
          `Compare prices${state.q ? ` on ${state.q}` : ''}${pageVehicleName ? ` for ${pageVehicleName}` : ''} across specialty retailers: shipping, stock and delivery side by side.`,
        ),
  );
}
