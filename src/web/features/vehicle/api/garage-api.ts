import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activateInGarage,
  addToGarage,
  GARAGE_COOKIE,
  parseGarageCookie,
  removeFromGarage,
  serializeGarage,
  type StoredGarage,
  type StoredGarageVehicle,
} from '@shared/rules/garage';
import type { Garage, GarageVehicle, VinDecode } from '@shared/schemas/fitment';
import { getJson } from '@web/lib/api';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const garageSchema = () => import('@shared/schemas/fitment').then((m) => m.garageSchema);
const vinDecodeSchema = () => import('@shared/schemas/fitment').then((m) => m.vinDecodeSchema);

export const GARAGE_QUERY_KEY = ['garage'] as const;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * My Garage as the server reads it from the cookie (GET /api/garage): the same answer in the
 * server's render and in the browser, so the first HTML already knows the active vehicle.
 */
export function useGarageQuery() {
  return useQuery({ queryKey: GARAGE_QUERY_KEY, queryFn: () => getJson('/api/garage', garageSchema) });
}

function storedGarage(): StoredGarage {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${GARAGE_COOKIE}=`));
  return parseGarageCookie(entry?.slice(GARAGE_COOKIE.length + 1));
}

function writeGarage(next: StoredGarage): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${GARAGE_COOKIE}=${serializeGarage(next)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** Changes to My Garage: written to the cookie, then read back through the API. */
export function useGarageActions() {
  const queryClient = useQueryClient();
  const apply = (change: (garage: StoredGarage) => StoredGarage) => {
    writeGarage(change(storedGarage()));
    return queryClient.invalidateQueries({ queryKey: GARAGE_QUERY_KEY });
  };
  return {
    add: (vehicle: StoredGarageVehicle) => apply((g) => addToGarage(g, vehicle)),
    activate: (index: number) => apply((g) => activateInGarage(g, index)),
    remove: (index: number) => apply((g) => removeFromGarage(g, index)),
  };
}

/** The active vehicle once the garage is known (`ready`), for queries that judge fit. */
export function useActiveVehicle(): { ready: boolean; vehicle: GarageVehicle | null; garage: Garage | undefined } {
  const query = useGarageQuery();
  return { ready: !query.isPending, vehicle: query.data?.active ?? null, garage: query.data };
}

/** The query-string fields that ask the API for a verdict on this vehicle. */
export function vehicleParams(vehicle: GarageVehicle | null): Record<string, string> {
  if (!vehicle) return {};
  return {
    modelId: String(vehicle.modelId),
    year: String(vehicle.year),
    ...(vehicle.variant ? { variant: vehicle.variant } : {}),
    ...(vehicle.engine ? { engine: vehicle.engine } : {}),
    ...(vehicle.body ? { body: vehicle.body } : {}),
  };
}

/** GET /api/vin/{vin}, decoded offline on the server. */
export function useDecodeVin() {
  return useMutation<VinDecode, Error, string>({
    mutationFn: (vin) => getJson(`/api/vin/${encodeURIComponent(vin)}`, vinDecodeSchema),
  });
}
