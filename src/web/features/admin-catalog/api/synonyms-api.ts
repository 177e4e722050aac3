import { synonymSchema, synonymsResponseSchema, type SynonymCreate } from '@shared/schemas/admin-synonyms';
import { z } from 'zod';
import { ADMIN_QUERY_ROOT, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

const SYNONYMS_KEY = [ADMIN_QUERY_ROOT, 'catalog', 'synonyms'] as const;
const URL = '/api/admin/catalog/synonyms';

export function useSynonyms() {
  return useAdminQuery([...SYNONYMS_KEY], URL, synonymsResponseSchema);
}

export function useSynonymChanges() {
  return {
    add: useAdminMutation((body: SynonymCreate) => adminRequest('POST', URL, synonymSchema, body), [SYNONYMS_KEY]),
    remove: useAdminMutation((id: number) => adminRequest('DELETE', `${URL}/${id}`, z.object({ deleted: z.number() })), [SYNONYMS_KEY]),
  };
}
