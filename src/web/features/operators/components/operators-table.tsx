import { AlertCircle, ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { OPERATOR_ROLES, type OPERATOR_SORTS, type OPERATOR_STATUS_FILTERS, type Operator, type OperatorRole } from '@shared/schemas/operators';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { adminErrorMessage } from '@web/lib/admin-api';
import { useOperator } from '@web/lib/operator-context';
import { useTableState } from '@web/lib/use-table-state';
import { useOperators, useResendInvite, useResetTotp, useUpdateOperator } from '../api/operators-api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');

type SortKey = (typeof OPERATOR_SORTS)[number];

/** Operators, filtered, sorted and paged by the server, with the admin's actions: change role, disable or enable, reset two-factor authentication. */
export function OperatorsTable() {
  const me = useOperator();
  const table = useTableState<SortKey>({ sort: 'email', dir: 'asc', pageSize: 25 });
  const [role, setRole] = useState<OperatorRole | ''>('');
  const [status, setStatus] = useState<(typeof OPERATOR_STATUS_FILTERS)[number]>('all');
  const operators = useOperators({ ...table.state, role: role || undefined, status });
  const update = useUpdateOperator();
  const resetTotp = useResetTotp();
  const resendInvite = useResendInvite();
  const error = update.error ?? resetTotp.error ?? resendInvite.error;
  const rows = operators.data?.operators ?? [];

  const header = (key: SortKey, label: string) => {
    const active = table.state.sort === key;
    return (
      <th scope="col" aria-sort={active ? (table.state.dir === 'asc' ? 'ascending' : 'descending') : undefined} className="px-3 py-2 text-left font-medium">
        <button
          type="button"
          onClick={() => table.setSort({ sort: key, dir: active && table.state.dir === 'asc' ? 'desc' : 'asc' })}
          className="inline-flex items-center gap-1 hover:text-foreground"
        >
          {label}
          {active ? (
            table.state.dir === 'asc' ? <ArrowUp className="size-3.5" aria-hidden="true" /> : <ArrowDown className="size-3.5" aria-hidden="true" />
          ) : (
            <ArrowUpDown className="size-3.5" aria-hidden="true" />
          )}
        </button>
      </th>
    );
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <Input aria-label="Filter by email" placeholder="Filter by email" value={table.state.q} onChange={(e) => table.setFilter(e.target.value)} className="max-w-xs" />
          <NativeSelect
            aria-label="Filter by role"
            className="w-36"
            value={role}
            onChange={(e) => {
              setRole(e.target.value as OperatorRole | '');
              table.setPage(1);
            }}
          >
            <option value="">Every role</option>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Filter by status"
            className="w-36"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              table.setPage(1);
            }}
          >
            <option value="all">Any status</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </NativeSelect>
        </div>
        {error && (
          <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
            <AlertCircle className="size-4" aria-hidden="true" />
            {error.displayMessage}
          </p>
        )}
      </div>
      {operators.isError && <p role="alert" className="text-sm text-destructive">{adminErrorMessage(operators.error)}</p>}
      {operators.isPending && <p className="text-sm text-muted-foreground">Loading operators…</p>}
      <div className="overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              {header('email', 'Email')}
              {header('role', 'Role')}
              <th scope="col" className="px-3 py-2 text-left font-medium">Status</th>
              <th scope="col" className="px-3 py-2 text-left font-medium">2FA</th>
              {header('lastLoginAt', 'Last sign-in')}
              <th scope="col" className="px-3 py-2 text-right font-medium">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((operator: Operator) => (
              <tr key={operator.id} className="border-t border-border" data-testid={`operator-${operator.email}`}>
                <td className="px-3 py-2 font-medium">
                  {operator.email}
                  {operator.id === me.id && <span className="ml-2 text-xs text-muted-foreground">(you)</span>}
                </td>
                <td className="px-3 py-2">
                  <NativeSelect
                    aria-label={`Role of ${operator.email}`}
                    value={operator.role}
                    disabled={update.isPending}
                    onChange={(e) => update.mutate({ id: operator.id, role: e.target.value as OperatorRole })}
                    className="w-32"
                  >
                    {OPERATOR_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </NativeSelect>
                </td>
                <td className="px-3 py-2">
                  {operator.disabled ? (
                    <Badge variant="outline">Disabled</Badge>
                  ) : operator.invited ? (
                    <Badge variant="outline">Invited</Badge>
                  ) : (
                    <Badge variant="success">Active</Badge>
                  )}
                </td>
                <td className="px-3 py-2">{operator.totpEnabled ? 'On' : 'Off'}</td>
                <td className="px-3 py-2 text-muted-foreground">{when(operator.lastLoginAt)}</td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => update.mutate({ id: operator.id, disabled: !operator.disabled })}>
                      {operator.disabled ? 'Enable' : 'Disable'}
                    </Button>
                    <Button variant="outline" size="sm" disabled={!operator.totpEnabled || resetTotp.isPending} onClick={() => resetTotp.mutate(operator.id)}>
                      Reset 2FA
                    </Button>
                    {operator.invited && !operator.disabled && (
                      <Button variant="outline" size="sm" disabled={resendInvite.isPending} onClick={() => resendInvite.mutate(operator.id)}>
                        {resendInvite.isSuccess && resendInvite.variables === operator.id ? 'Invitation sent' : 'Send a new invitation'}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
            {operators.data && rows.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-muted-foreground">
                  No operator matches.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {operators.data && (
        <Pager
          page={operators.data.page}
          pageSize={operators.data.pageSize}
          total={operators.data.total}
          onPage={table.setPage}
          noun={['operator', 'operators']}
          label="Operator pages"
        />
      )}
    </div>
  );
}
