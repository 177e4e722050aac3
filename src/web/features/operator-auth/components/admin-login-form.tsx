import { AlertCircle, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { OperatorMe } from '@shared/schemas/operators';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { AdminApiError } from '@web/lib/admin-api';
import { useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { fieldErrorBinding } from '@web/lib/field-error-binding';
import { asksForTotp, loginOperator } from '../api/operator-auth-api';

interface FieldErrors {
  email?: string;
  password?: string;
  totp?: string;
}

/** Where the plain form posts: the console's sign-in, told which console page to come back to. */
export function adminLoginFormAction(path: string, search: string): string {
  return `/api/admin/auth/login?${new URLSearchParams({ next: search ? `${path}?${search}` : path })}`;
}

/**
 * The console's sign-in: email and password, then the authenticator code when the account has a
 * second factor (the server says so after checking the password). A real form too: posted before
 * (or without) the app's code, the server signs the operator in and sends them back to this page,
 * or draws this form again with its message (`outcome`). Once the app runs, it is sent as JSON.
 */
/** What the server answered to this form posted without the app's code (see features/auth/login-outcome). */
export interface AdminLoginOutcome {
  error?: string;
  fieldErrors?: { username?: string; password?: string };
  username: string;
  totpRequired?: boolean;
}

export function AdminLoginForm({ onSignedIn, outcome = null }: { onSignedIn: (me: OperatorMe) => void; outcome?: AdminLoginOutcome | null }) {
  const id = useId();
  const [path] = useLocation();
  const search = useSearch();
  const [email, setEmail] = useState(outcome?.username ?? '');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(outcome?.totpRequired ?? false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({ email: outcome?.fieldErrors?.username, password: outcome?.fieldErrors?.password });
  const [formError, setFormError] = useState<string | null>(outcome?.error ?? null);
  const [submitting, setSubmitting] = useState(false);
  useTypedBeforeHydration(`${id}-email`, setEmail);
  // Not recorded by boot.ts (a password stays out of page memory); taken from the field if hydration left it there.
  useTypedBeforeHydration(`${id}-password`, setPassword);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the fields show is what is sent, even if it was typed before the app took the page over.
    const fields = new FormData(event.currentTarget);
    const typedEmail = String(fields.get('email') ?? email);
    const typedPassword = String(fields.get('password') ?? password);
    const typedTotp = String(fields.get('totp') ?? totp);
    setEmail(typedEmail);
    setPassword(typedPassword);
    setTotp(typedTotp);
    const errors: FieldErrors = {
      email: typedEmail.trim() ? undefined : 'Email is required',
      password: typedPassword ? undefined : 'Password is required',
      totp: needsTotp && !/^\d{6}$/.test(typedTotp.trim()) ? 'Enter the 6-digit code' : undefined,
    };
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password || errors.totp) return;
    setSubmitting(true);
    try {
      onSignedIn(await loginOperator({ email: typedEmail.trim(), password: typedPassword, ...(needsTotp ? { totp: typedTotp.trim() } : {}) }));
    } catch (error) {
      if (asksForTotp(error)) setNeedsTotp(true);
      setFormError(error instanceof AdminApiError ? error.displayMessage : 'Could not reach the server. Please try again.');
      setSubmitting(false);
    }
  }

  const { field, fieldError } = fieldErrorBinding<keyof FieldErrors>(id, fieldErrors);

  return (
    <form method="post" action={adminLoginFormAction(path, search)} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Operator sign in">
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
