import { otherSearchFields, searchHref, withChanges } from '../search-state';
import type { SearchView } from '../api/use-search-view';
import { QueryInterpretation } from './query-interpretation';
import { ResultsHeading } from './results-heading';
import { SearchBox } from './search-box';

/** The search box, the heading, and what the search made of the words (left out while live results replace the catalog's). */
export function SearchHeader({ view, liveResultsShown }: { view: SearchView; liveResultsShown: boolean }) {
  const { params, state, addressState, data, garageVehicle, garageReplaced, pageVehicleName, withoutVehicle, change, go } = view;
  return (
    <>
      <SearchBox
        query={state.q}
        onSearch={(q) => change({ q })}
        onSearchVehicle={(q) => change({ q, make: undefined, model: undefined, year: undefined })}
        keep={otherSearchFields(state, ['q'])}
        emptySubmitted={params.has('q') && state.q === ''}
      />
      <ResultsHeading title={view.title} subtitle={state.q && pageVehicleName ? `for ${pageVehicleName}` : undefined} />
      {!liveResultsShown && (
        <QueryInterpretation
          typed={state.q}
          // The garage's vehicle has its own chip, which says so (below, with the filters).
          answer={garageVehicle && !garageReplaced && data ? { ...data, vehicle: null } : data}
          asTypedHref={searchHref(withChanges(state, { literal: true }))}
          withoutVehicleHref={searchHref(withoutVehicle)}
          onRemoveVehicle={() => go(withoutVehicle)}
          choiceHref={(choice) =>
            choice.makeSlug && choice.modelSlug
              ? searchHref(withChanges(addressState, { q: data?.remainingText ?? '', make: choice.makeSlug, model: choice.modelSlug, year: data?.vehicle?.year ?? undefined }))
              : null
          }
        />
      )}
    </>
  );
}
