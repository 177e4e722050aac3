import { useState } from 'react';
import { useLocation } from 'wouter';
import type { GarageVehicle } from '@shared/schemas/fitment';
import { searchPrerequisite } from '@shared/rules/search';
import { useCategories } from '@web/entities/category/api/categories';
import { useVendors } from '@web/entities/vendor/api/vendors';
import { useEnhancedModels, useMakes } from '@web/lib/catalog-queries';
import { describeVehicle, type VehicleChoice } from '@web/lib/vehicle-choice';
import { withGarageQualifiers } from '../garage-qualifiers';
import { searchRequestParams } from '../search-request';
import { parseSearchState, priceRangeError, type SearchState, searchHref, withChanges, withoutListingFilters } from '../search-state';
import { searchTitle } from '../components/search-title';
import { useSearchParts } from './search-parts';

interface SearchViewInput {
  params: URLSearchParams;
  /** My Garage's active vehicle once the garage is known. */
  active: { ready: boolean; vehicle: GarageVehicle | null };
}

/**
 * /search's state, read from the address (every bit of it lives there), and the catalog search it
 * asks for: the vehicle and category names for headings and chips, the request once the search can
 * run, and the ways to change the address.
 */
export function useSearchView({ params, active }: SearchViewInput) {
  const [, navigate] = useLocation();
  const addressState = parseSearchState(params);
  // My Garage's active vehicle applies as a fitment filter (a removable chip) while the address
  // names no vehicle of its own.
  const [garageChipRemoved, setGarageChipRemoved] = useState(false);
  const garageVehicle = active.vehicle && !garageChipRemoved && !addressState.make && !addressState.model ? active.vehicle : null;
  const state = garageVehicle ? { ...addressState, make: garageVehicle.make, model: garageVehicle.model, year: garageVehicle.year } : addressState;
  const go = (next: SearchState) => navigate(searchHref(next));
  const change = (changes: Partial<SearchState>) => go(withChanges(addressState, changes));
  const clearFilters = () => go(withoutListingFilters(addressState));

  // Names for headings and chips; the same cached lists the selectors use.
  const makes = useMakes();
  const categories = useCategories();
  const vendors = useVendors();
  const make = makes.data?.find((m) => m.slug === state.make);
  const models = useEnhancedModels(make?.id, state.year);
  const model = models.data?.find((m) => m.slug === state.model);
  const vehicle: VehicleChoice = {
    make: state.make,
    makeName: make?.name,
    year: state.year,
    model: state.model,
    modelName: model?.displayName,
  };
  const vehicleName = state.make ? describeVehicle(vehicle) : undefined;
  const fitLabel = garageVehicle?.label ?? (state.model && state.year ? (vehicleName ?? null) : null);
  const category = categories.data?.find((c) => c.id === state.categoryId);

  const prerequisite = searchPrerequisite(state);
  // A minimum above the maximum matches nothing by definition: the fields say so, and nothing is searched.
  const priceError = priceRangeError(state.minPrice, state.maxPrice);
  // Whether the make param is a catalog slug decides between a fitment filter and the query prefix,
  // so a search with a make waits for the makes list (a failed list sends the make as it is).
  const request =
    prerequisite === 'ready' && !priceError && active.ready && !(state.make && makes.isPending)
      ? withGarageQualifiers(searchRequestParams(state, makes.data ? make !== undefined : true), garageVehicle)
      : null;
  const results = useSearchParts(request);
  const data = request ? results.data : undefined;
  // The server read another car in the words than the garage's: the page speaks of that one.
  const garageReplaced = garageVehicle !== null && data?.vehicle?.source === 'query';
  const pageVehicleName = garageReplaced ? undefined : vehicleName;
  // The selector and the live search then go by the address alone: the words name the car.
  const searchedState = garageReplaced ? addressState : state;
  const selectorVehicle: VehicleChoice = garageReplaced ? { make: addressState.make, year: addressState.year, model: addressState.model } : vehicle;
  // Each facet counts the search without its own filter (server side), so ticked vendors keep the rest listed.
  const facets = data?.facets;

  // The vehicle chip's ✕: a vehicle read from the words leaves with its words; a chosen one is cleared.
  const withoutVehicle =
    data?.vehicle?.source === 'query'
      ? withChanges(addressState, { q: data.remainingText ?? '' })
      : withChanges(state, { make: undefined, model: undefined, year: undefined });
  const applyVehicle = (next: VehicleChoice) => change({ make: next.make, year: next.year, model: next.model });
  const vendorName = (id: number) =>
    facets?.vendors.find((v) => v.id === id)?.name ?? vendors.data?.find((v) => v.id === id)?.name ?? `Vendor ${id}`;

  return {
    params,
    addressState,
    state,
    searchedState,
    garageVehicle,
    garageReplaced,
    removeGarageChip: () => setGarageChipRemoved(true),
    activeVehicle: active.vehicle,
    categories: categories.data,
    category,
    vehicleName,
    pageVehicleName,
    selectorVehicle,
    fitLabel,
    title: searchTitle({ q: state.q, categoryName: category?.name, vehicleName: pageVehicleName }),
    prerequisite,
    priceError,
    request,
    results,
    data,
    facets,
    withoutVehicle,
    go,
    change,
    clearFilters,
    applyVehicle,
    vendorName,
  };
}

export type SearchView = ReturnType<typeof useSearchView>;
