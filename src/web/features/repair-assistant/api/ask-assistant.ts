import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, sendJson } from '@web/lib/api';
import type { VehicleChoice } from '@web/lib/vehicle-choice';

// Imported on the first search: the page hydrates without zod.
const assistantAnswer = () => import('@shared/schemas/assistant').then((module) => module.assistantAnswerSchema);

const ASSISTANT_URL = '/api/knowledge-base/search';

/** The panel's two messages. */
export const SEARCH_FAILED = 'Search failed';
export const UNABLE_TO_CONNECT = 'Unable to connect to search service';

/**
 * What the panel says about a failed search: the server's `error` field when it answered with one,
 * "Search failed" when it answered without, and "Unable to connect" when no answer came at all
 * (fetch rejects with a TypeError when the network fails).
 */
export function assistantErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.apiMessage ?? SEARCH_FAILED;
  if (error instanceof TypeError) return UNABLE_TO_CONNECT;
  return SEARCH_FAILED;
}

/** The shopper's chosen vehicle as the assistant takes it: used when the question names no car. */
export interface AssistantVehicleChoice {
  make: string;
  model?: string;
  year?: number;
  variant?: string;
}

/** The garage vehicle as the assistant takes it (slugs), when a make is chosen. */
export function assistantVehicle(vehicle: VehicleChoice | null): AssistantVehicleChoice | null {
  if (!vehicle?.make) return null;
  return {
    make: vehicle.make,
    ...(vehicle.model ? { model: vehicle.model } : {}),
    ...(vehicle.year ? { year: vehicle.year } : {}),
    ...(vehicle.variant ? { variant: vehicle.variant } : {}),
  };
}

/** Asks the assistant; each new question starts from a clean state, so it replaces the last error. */
export function useAskAssistant(vehicle: AssistantVehicleChoice | null = null) {
  return useMutation({
    mutationFn: (query: string) => sendJson(ASSISTANT_URL, vehicle ? { query, vehicle } : { query }, assistantAnswer),
  });
}

export type AskAssistant = ReturnType<typeof useAskAssistant>;
