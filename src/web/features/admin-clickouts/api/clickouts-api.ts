import { clickoutsReportSchema } from '@shared/schemas/admin-clickouts';
import { ADMIN_QUERY_ROOT, useAdminQuery } from '@web/lib/admin-api';

export function useClickoutReport(days: number) {
  return useAdminQuery([ADMIN_QUERY_ROOT, 'clickouts', days], `/api/admin/clickouts?days=${days}`, clickoutsReportSchema);
}

/** The CSV download of the same period (a plain link: the browser sends the operator cookie). */
export const clickoutExportUrl = (days: number) => `/api/admin/clickouts/export?days=${days}`;
