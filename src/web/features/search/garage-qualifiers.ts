import type { GarageVehicle } from '@shared/schemas/fitment';

/**
 * The garage vehicle's variant, engine and body, so each result's verdict weighs them too, and the
 * word that it is the garage's: a car named in the search's words replaces it.
 */
export function withGarageQualifiers(params: URLSearchParams, vehicle: Pick<GarageVehicle, 'variant' | 'engine' | 'body'> | null): URLSearchParams {
  if (vehicle) params.set('garage', 'true');
  if (vehicle?.variant) params.set('variant', vehicle.variant);
  if (vehicle?.engine) params.set('engine', vehicle.engine);
  if (vehicle?.body) params.set('body', vehicle.body);
  return params;
}
