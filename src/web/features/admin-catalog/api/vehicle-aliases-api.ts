import { vehicleAliasSchema, vehicleAliasesResponseSchema, type VehicleAliasCreate, type VehicleAliasesQuery } from '@shared/schemas/admin-vehicle-aliases';
import { z } from 'zod';
import { ADMIN_QUERY_ROOT, adminQueryString, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

const ALIASES_KEY = [ADMIN_QUERY_ROOT, 'catalog', 'vehicle-aliases'] as const;
const URL = '/api/admin/catalog/vehicle-aliases';

export function useVehicleAliases(query: VehicleAliasesQuery) {
  return useAdminQuery([...ALIASES_KEY, query], `${URL}${adminQueryString(query)}`, vehicleAliasesResponseSchema);
}

export function useVehicleAliasChanges() {
  return {
    add: useAdminMutation((body: VehicleAliasCreate) => adminRequest('POST', URL, vehicleAliasSchema, body), [ALIASES_KEY]),
    remove: useAdminMutation((id: number) => adminRequest('DELETE', `${URL}/${id}`, z.object({ deleted: z.number() })), [ALIASES_KEY]),
  };
}
