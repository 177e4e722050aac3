import { useQuery } from '@tanstack/react-query';
import { getJson } from '@web/lib/api';

// Imported on first use: the notice asks for health at start, before zod needs to be loaded.
const healthSchema = () => import('@shared/schemas/catalog').then((module) => module.healthSchema);

/** Open without a session, so the notice shows on the login screen too. */
export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: () => getJson('/api/health', healthSchema) });
}
