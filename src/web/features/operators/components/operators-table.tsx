import { AlertCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { OPERATOR_ROLES, type Operator, type OperatorRole } from '@shared/schemas/operators';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { adminErrorMessage } from '@web/lib/admin-api';
import { useOperator } from '@web/lib/operator-context';
import { useOperators, useResetTotp, useUpdateOperator } from '../api/operators-api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');

type SortKey = 'email' | 'role' | 'lastLoginAt';

/** Every operator, with the admin's actions: change role, disable or enable, reset two-factor authentication. */
export function OperatorsTable() {
  const me = useOperator();
  const operators = useOperators();
  const update = useUpdateOperator();
  const resetTotp = useResetTotp();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortKey>('email');
  const error = update.error ?? resetTotp.error;

  const rows = useMemo(() => {
    const list = (operators.data?.operators ?? []).filter((o) => o.email.includes(filter.trim().toLowerCase()));
    return [...list].sort((a, b) => String(a[sort] ?? '').localeCompare(String(b[sort] ?? '')) * (sort === 'lastLoginAt' ? -1 : 1));
  }, [operators.data, filter, sort]);

  if (operators.isPending) return <p className="text-sm text-muted-foreground">Loading operators…</p>;
  if (operators.isError) return <p role="alert" className="text-sm text-destructive">{adminErrorMessage(operators.error)}</p>;

  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort === key ? (key === 'lastLoginAt' ? 'descending' : 'ascending') : undefined} className="px-3 py-2 text-left font-medium">
      <button type="button" onClick={() => setSort(key)} className="hover:text-foreground">
        {label}
      </button>
    </th>
  );

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <Input aria-label="Filter by email" placeholder="Filter by email" value={filter} onChange={(e) => setFilter(e.target.value)} className="max-w-xs" />
        {error && (
          <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
            <AlertCircle className="size-4" aria-hidden="true" />
            {error.displayMessage}
          </p>
        )}
      </div>
      <div className="overflow-x-auto rounded-lg border border-border">
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
                <td className="px-3 py-2">{operator.disabled ? <Badge variant="outline">Disabled</Badge> : <Badge variant="success">Active</Badge>}</td>
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
                  </div>
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-muted-foreground">
                  No operator matches.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
