import {
  type CreateOperatorRequest,
  type InviteOperatorRequest,
  operatorInviteSchema,
  type OperatorsQuery,
  operatorSchema,
  operatorsResponseSchema,
  type UpdateOperatorRequest,
} from '@shared/schemas/operators';
import { adminQueryString, adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

export const OPERATORS_KEY = ['admin', 'operators'] as const;

/** One page of operators, filtered and sorted by the server. */
export const useOperators = (query: Partial<OperatorsQuery>) =>
  useAdminQuery([...OPERATORS_KEY, 'list', query], `/api/admin/operators${adminQueryString(query)}`, operatorsResponseSchema);

export const useCreateOperator = () =>
  useAdminMutation((request: CreateOperatorRequest) => adminRequest('POST', '/api/admin/operators', operatorSchema, request), [OPERATORS_KEY]);

export const useUpdateOperator = () =>
  useAdminMutation(
    ({ id, ...change }: UpdateOperatorRequest & { id: number }) => adminRequest('PATCH', `/api/admin/operators/${id}`, operatorSchema, change),
    [OPERATORS_KEY],
  );

export const useResetTotp = () =>
  useAdminMutation((id: number) => adminRequest('POST', `/api/admin/operators/${id}/reset-2fa`, operatorSchema, {}), [OPERATORS_KEY]);

/** Invites by email and role: the server mails a link where the invitee chooses a password. */
export const useInviteOperator = () =>
  useAdminMutation((request: InviteOperatorRequest) => adminRequest('POST', '/api/admin/operators/invites', operatorInviteSchema, request), [OPERATORS_KEY]);

/** A new invitation link for someone who has not used theirs; the older link stops working. */
export const useResendInvite = () =>
  useAdminMutation((id: number) => adminRequest('POST', `/api/admin/operators/${id}/invite`, operatorInviteSchema, {}), [OPERATORS_KEY]);
