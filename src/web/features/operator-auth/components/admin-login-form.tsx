import { AlertCircle, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { OperatorMe } from '@shared/schemas/operators';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { AdminApiError } from '@web/lib/admin-api';
import { asksForTotp, loginOperator } from '../api/operator-auth-api';

interface FieldErrors {
  email?: string;
  password?: string;
  totp?: string;
}

/**
 * The console's sign-in: email and password, then the authenticator code when the account has a
 * second factor (the server says so after checking the password).
 */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (me: OperatorMe) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
      totp: needsTotp && !/^\d{6}$/.test(totp.trim()) ? 'Enter the 6-digit code' : undefined,
    };
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password || errors.totp) return;
    setSubmitting(true);
    try {
      onSignedIn(await loginOperator({ email: email.trim(), password, ...(needsTotp ? { totp: totp.trim() } : {}) }));
    } catch (error) {
      if (asksForTotp(error)) setNeedsTotp(true);
      setFormError(error instanceof AdminApiError ? error.displayMessage : 'Could not reach the server. Please try again.');
      setSubmitting(false);
    }
  }

  const field = (name: keyof FieldErrors) => ({
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof FieldErrors) =>
    fieldErrors[name] && (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {fieldErrors[name]}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Operator sign in">
      {formError && (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{formError}</span>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="username" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} {...field('email')} />
        {fieldError('email')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input id={`${id}-password`} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} {...field('password')} />
        {fieldError('password')}
      </div>
      {needsTotp && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-totp`}>Authenticator code</Label>
          <Input id={`${id}-totp`} name="totp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={totp} onChange={(e) => setTotp(e.target.value)} autoFocus {...field('totp')} />
          {fieldError('totp')}
        </div>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        Sign in
      </Button>
    </form>
  );
}
