import { AlertCircle, Loader2, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@shared/schemas/operators';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCreateOperator } from '../api/operators-api';

const ROLE_HINTS: Record<OperatorRole, string> = {
  admin: 'everything, operators included',
  editor: 'catalog, vendors, feeds, promotions, review queue',
  analyst: 'read-only reports',
};

/**
 * Invites an operator: their email, role and a first password to hand over (they can be asked to
 * set up two-factor authentication once signed in). The server validates every field.
 */
export function CreateOperatorForm() {
  const id = useId();
  const create = useCreateOperator();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const errors = create.error?.fieldErrors ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    create.mutate(
      { email, role, password },
      {
        onSuccess: (operator) => {
          setDone(`${operator.email} can now sign in as ${operator.role}.`);
          setEmail('');
          setPassword('');
        },
      },
    );
  }

  const fieldProps = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: string, label: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {label} {errors[name]}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add an operator">
      {create.error && !Object.keys(errors).length && (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
          <AlertCircle className="size-4" aria-hidden="true" />
          {create.error.displayMessage}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {done}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} {...fieldProps('email')} />
          {fieldError('email', 'Email')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <NativeSelect id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as OperatorRole)} {...fieldProps('role')}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {r} — {ROLE_HINTS[r]}
              </option>
            ))}
          </NativeSelect>
          {fieldError('role', 'Role')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-password`}>First password</Label>
          <Input id={`${id}-password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} {...fieldProps('password')} />
          {fieldError('password', 'Password')}
        </div>
      </div>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <UserPlus className="size-4" aria-hidden="true" />}
        Add operator
      </Button>
    </form>
  );
}
