import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { enhancedModelSchema, makeSchema, modelSchema } from '@shared/schemas/catalog';
import { getJson } from './api';

/**
 * Catalog reads that more than one feature needs (the vehicle selector, the home vehicle form and
 * the results page). Query keys are shared, so each list is fetched once per visit.
 */
export function useMakes() {
  return useQuery({ queryKey: ['makes'], queryFn: () => getJson('/api/makes', z.array(makeSchema)) });
}

/** All models of a make (the home "Find Parts by Vehicle" form); idle until a make is chosen. */
export function useModels(makeId: number | undefined) {
  return useQuery({
    queryKey: ['models', makeId],
    queryFn: () => getJson(`/api/models/${makeId}`, z.array(modelSchema)),
    enabled: makeId !== undefined,
  });
}

/** Models built in a year, with display names, variants and base-model groups (spec 000 §4, §7). */
export function useEnhancedModels(makeId: number | undefined, year: number | undefined) {
  return useQuery({
    queryKey: ['models', makeId, 'enhanced', year],
    queryFn: () => getJson(`/api/models/${makeId}/enhanced?year=${year}`, z.array(enhancedModelSchema)),
    enabled: makeId !== undefined && year !== undefined,
  });
}
