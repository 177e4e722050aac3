import { auditResponseSchema, type AuditQuery } from '@shared/schemas/operators';
import { adminQueryString, useAdminQuery } from '@web/lib/admin-api';

export type AuditFilters = Partial<Pick<AuditQuery, 'entity' | 'entityId' | 'action' | 'actor' | 'from' | 'to'>> & Pick<AuditQuery, 'page' | 'pageSize' | 'sort'>;

/** One page of the audit log, filtered and sorted by the server. */
export function useAuditLog(filters: AuditFilters) {
  const url = `/api/admin/audit${adminQueryString(filters)}`;
  return useAdminQuery(['admin', 'audit', filters], url, auditResponseSchema);
}
