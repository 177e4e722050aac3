import { z } from 'zod';
import {
  type AcceptInviteRequest,
  inviteAcceptedSchema,
  inviteDetailsSchema,
  type OperatorLoginRequest,
  operatorMeSchema,
  totpEnrolmentSchema,
} from '@shared/schemas/operators';
import { adminRequest, AdminApiError } from '@web/lib/admin-api';

/** The signed-in operator, or null when signed out (401). */
export async function fetchOperatorMe() {
  try {
    return await adminRequest('GET', '/api/admin/auth/me', operatorMeSchema);
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) return null;
    throw error;
  }
}

export const loginOperator = (request: OperatorLoginRequest) => adminRequest('POST', '/api/admin/auth/login', operatorMeSchema, request);
export const logoutOperator = () => adminRequest('POST', '/api/admin/auth/logout', null, {});
export const startTotpEnrolment = () => adminRequest('POST', '/api/admin/auth/totp/enrol', totpEnrolmentSchema, {});
export const confirmTotp = (code: string) => adminRequest('POST', '/api/admin/auth/totp/verify', operatorMeSchema, { code });

/** Whether a failed login asks for the authenticator code (password right, code missing or wrong). */
export function asksForTotp(error: unknown): boolean {
  if (!(error instanceof AdminApiError) || error.status !== 401) return false;
  try {
    return z.object({ totpRequired: z.literal(true) }).safeParse(JSON.parse(error.body)).success;
  } catch {
    return false;
  }
}

/** Whom an invitation link invites (410 when it was used, replaced or has expired). */
export const fetchInviteDetails = (token: string) => adminRequest('GET', `/api/admin/auth/invite?${new URLSearchParams({ token })}`, inviteDetailsSchema);
export const acceptInvite = (request: AcceptInviteRequest) => adminRequest('POST', '/api/admin/auth/invite/accept', inviteAcceptedSchema, request);
