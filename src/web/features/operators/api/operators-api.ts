import {
  type CreateOperatorRequest,
  operatorSchema,
  operatorsResponseSchema,
  type UpdateOperatorRequest,
} from '@shared/schemas/operators';
import { adminRequest, useAdminMutation, useAdminQuery } from '@web/lib/admin-api';

export const OPERATORS_KEY = ['admin', 'operators'] as const;

export const useOperators = () => useAdminQuery(OPERATORS_KEY, '/api/admin/operators', operatorsResponseSchema);

export const useCreateOperator = () =>
  useAdminMutation((request: CreateOperatorRequest) => adminRequest('POST', '/api/admin/operators', operatorSchema, request), [OPERATORS_KEY]);

export const useUpdateOperator = () =>
  useAdminMutation(
    ({ id, ...change }: UpdateOperatorRequest & { id: number }) => adminRequest('PATCH', `/api/admin/operators/${id}`, operatorSchema, change),
    [OPERATORS_KEY],
  );

export const useResetTotp = () =>
  useAdminMutation((id: number) => adminRequest('POST', `/api/admin/operators/${id}/reset-2fa`, operatorSchema, {}), [OPERATORS_KEY]);
