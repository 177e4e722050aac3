import { useQuery } from '@tanstack/react-query';
import { getJson } from './api';
import { arrayOf } from './lazy-schema';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const enhancedModelList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.enhancedModelSchema));
const makeList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.makeSchema));
const modelList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.modelSchema));

/**
 * Catalog reads that more than one feature needs (the vehicle selector, the home vehicle form and
 * the results page). Query keys are shared, so each list is fetched once per visit.
 */
export function useMakes() {
  return useQuery({ queryKey: ['makes'], queryFn: () => getJson('/api/makes', makeList) });
}

/** All models of a make (the home "Find Parts by Vehicle" form); idle until a make is chosen. */
export function useModels(makeId: number | undefined) {
  return useQuery({
    queryKey: ['models', makeId],
    queryFn: () => getJson(`/api/models/${makeId}`, modelList),
    enabled: makeId !== undefined,
  });
}

/** Models built in a year, with display names, variants and base-model groups. */
export function useEnhancedModels(makeId: number | undefined, year: number | undefined) {
  return useQuery({
    queryKey: ['models', makeId, 'enhanced', year],
    queryFn: () => getJson(`/api/models/${makeId}/enhanced?year=${year}`, enhancedModelList),
    enabled: makeId !== undefined && year !== undefined,
  });
}
