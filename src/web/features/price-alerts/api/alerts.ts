import { useQuery } from '@tanstack/react-query';
import type { ConfirmResponse, CreateAlertRequest, CreateAlertResponse } from '@shared/schemas/alerts';
import { ApiRequestError, getJson, sendJson } from '@web/lib/api';

const schemas = () => import('@shared/schemas/alerts');

export function createAlert(request: CreateAlertRequest): Promise<CreateAlertResponse> {
  return sendJson('/api/alerts', request, () => schemas().then((m) => m.createAlertResponseSchema));
}

export function confirmAlerts(token: string): Promise<ConfirmResponse> {
  return sendJson('/api/alerts/confirm', { token }, () => schemas().then((m) => m.confirmResponseSchema));
}

/** GET /api/alerts/manage: the address's alerts, by the token of a mail link. */
export function useManagedAlerts(token: string) {
  return useQuery({
    queryKey: ['alerts', 'manage', token],
    queryFn: () => getJson(`/api/alerts/manage?token=${encodeURIComponent(token)}`, () => schemas().then((m) => m.manageResponseSchema)),
    enabled: token !== '',
    retry: false,
  });
}

const ok = () => schemas().then((m) => m.okResponseSchema);

export const setAlertPaused = (token: string, id: number, paused: boolean) => sendJson(`/api/alerts/${id}`, { token, paused }, ok, 'PATCH');
export const deleteAlert = (token: string, id: number) => sendJson(`/api/alerts/${id}?token=${encodeURIComponent(token)}`, {}, ok, 'DELETE');
export const deleteAllAlerts = (token: string) => sendJson('/api/alerts/delete-all', { token }, ok);
export const unsubscribeAlert = (token: string, id: number) =>
  sendJson(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}&alert=${id}`, {}, ok);

/** The server's message for one field of a 400, if it named it. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    const body = JSON.parse(error.body) as { issues?: { field: string; message: string }[] };
    return body.issues?.find((issue) => issue.field === field)?.message;
  } catch {
    return undefined;
  }
}
