import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';
import { arrayOf } from '@web/lib/lazy-schema';
import { categoryKeys } from './category-keys';

// Imported on the first fetch: a server-rendered page hydrates from its data without zod.
const categoryList = arrayOf(() => import('@shared/schemas/catalog').then((module) => module.categorySchema));

/** The vehicle categories are counted for: My Garage's active one, on the home page. */
export interface CategoryVehicle {
  modelId: number;
  year: number;
}

/**
 * The catalog's categories; for a vehicle, each with how many parts are listed for it. `ready`
 * false holds the query while the garage is still unknown, so the page asks once, for the right car.
 */
export function useCategories(vehicle: CategoryVehicle | null = null, ready = true) {
  const query = vehicle ? `?${new URLSearchParams({ modelId: String(vehicle.modelId), year: String(vehicle.year) }).toString()}` : '';
  return useQuery({
    queryKey: vehicle ? categoryKeys.forVehicle(vehicle.modelId, vehicle.year) : categoryKeys.all,
    queryFn: () => getJson(`/api/categories${query}`, categoryList),
    enabled: ready,
  });
}
