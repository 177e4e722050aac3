import { useQuery } from '@tanstack/react-query';
import { healthSchema } from '@shared/schemas/catalog';
import { getJson } from '@web/lib/api';

/** Open without a session, so the notice shows on the login screen too. */
export function useHealth() {
  return useQuery({ queryKey: ['health'], queryFn: () => getJson('/api/health', healthSchema) });
}
