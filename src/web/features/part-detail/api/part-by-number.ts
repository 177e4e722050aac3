import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, getJson } from '@web/lib/api';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const partLookup = () => import('@shared/schemas/parts').then((module) => module.partLookupSchema);

/** The lookup failure as the visitor reads it: "Failed to fetch part: {status text}". */
export class PartLookupError extends Error {
  constructor(readonly status: number, statusText: string) {
    super(`Failed to fetch part: ${statusText || String(status)}`);
  }
}

async function fetchPartByNumber(partNumber: string, vehicle: Record<string, string>) {
  const query = new URLSearchParams(vehicle).toString();
  try {
    return await getJson(`/api/parts/find-by-number/${encodeURIComponent(partNumber)}${query ? `?${query}` : ''}`, partLookup);
  } catch (error) {
    if (error instanceof ApiRequestError) throw new PartLookupError(error.status, error.statusText);
    throw error;
  }
}

/**
 * GET /api/parts/find-by-number/{partNumber}: the part, its vendors and how the number matched
 * (current, OEM, superseded or aftermarket). Runs only when there is a number.
 */
export function usePartByNumber(partNumber: string, vehicle: Record<string, string> = {}, ready = true) {
  return useQuery({
    queryKey: ['parts', 'number', partNumber, vehicle],
    queryFn: () => fetchPartByNumber(partNumber, vehicle),
    enabled: partNumber.trim().length > 0 && ready,
  });
}
