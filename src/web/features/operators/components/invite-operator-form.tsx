import { AlertCircle, Loader2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@shared/schemas/operators';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useInviteOperator } from '../api/operators-api';

const ROLE_HINTS: Record<OperatorRole, string> = {
  admin: 'everything, operators included',
  editor: 'catalog, vendors, feeds, promotions, review queue',
  analyst: 'read-only reports',
};

const expiry = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Invites an operator: their email and role. The server mails them a single-use link where they
 * choose their own password; nobody else ever knows it. The server validates every field.
 */
export function InviteOperatorForm() {
  const id = useId();
  const create = useInviteOperator();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const [done, setDone] = useState<string | null>(null);
  const errors = create.error?.fieldErrors ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    create.mutate(
      { email, role },
      {
        onSuccess: ({ operator, inviteExpiresAt }) => {
          setDone(`Invitation sent to ${operator.email} (${operator.role}). The link works once, until ${expiry(inviteExpiresAt)}.`);
          setEmail('');
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Invite an operator">
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
      <div className="grid gap-4 md:grid-cols-2">
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
      </div>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
        Send invitation
      </Button>
    </form>
  );
}
