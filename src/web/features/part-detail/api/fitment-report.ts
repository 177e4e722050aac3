import { useMutation } from '@tanstack/react-query';
import type { FitmentReportBody } from '@shared/schemas/fitment';
import { sendJson } from '@web/lib/api';

const created = () => import('@shared/schemas/fitment').then((m) => m.fitmentReportCreatedSchema);

/** POST /api/fitment-reports: "Report wrong fitment". */
export function useReportFitment() {
  return useMutation({ mutationFn: (body: FitmentReportBody) => sendJson('/api/fitment-reports', body, created) });
}
