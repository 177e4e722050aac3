import { AlertCircle, Loader2, LockKeyhole } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { safeNextPath } from '@shared/rules/site-path';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { loginErrorMessage } from '../api/login-error-message';
import { useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { useLoginOutcome } from './login-outcome';
import { useAuth } from './use-auth';

interface FieldErrors {
  username?: string;
  password?: string;
}

function validate(username: string, password: string): FieldErrors {
  return {
    username: username.trim() ? undefined : 'Username is required',
    password: password ? undefined : 'Password is required',
  };
}

/** Where the plain form posts: the login, told which page to come back to. */
export function loginFormAction(path: string, search: string): string {
  const next = safeNextPath(search ? `${path}?${search}` : path);
  return `/api/auth/login?${new URLSearchParams({ next })}`;
}

/**
 * The site gate's form. It is a real form too: posted before (or without) the app's code, the
 * server checks it, sets the session and sends the visitor back to this page, or draws this form
 * again with its message (`useLoginOutcome`). Once the app runs, required fields are checked here
 * (with visible messages rather than the browser's bubbles, which vanish and are not announced
 * consistently) and the credentials are sent as JSON.
 */
export function LoginForm() {
  const { login } = useAuth();
  const outcome = useLoginOutcome();
  const [path] = useLocation();
  const search = useSearch();
  const id = useId();
  const [username, setUsername] = useState(outcome?.username ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(outcome?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(outcome?.error ?? null);
  useTypedBeforeHydration(`${id}-username`, setUsername);
  // Not recorded by boot.ts (a password stays out of page memory); taken from the field if hydration left it there.
  useTypedBeforeHydration(`${id}-password`, setPassword);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the fields show is what is sent, even if something was typed as the app took the page over.
    const form = new FormData(event.currentTarget);
    const typedName = String(form.get('username') ?? username);
    const typedPassword = String(form.get('password') ?? password);
    setUsername(typedName);
    setPassword(typedPassword);
    const errors = validate(typedName, typedPassword);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.username || errors.password) return;
    setSubmitting(true);
    try {
      await login({ username: typedName.trim(), password: typedPassword });
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setSubmitting(false);
    }
  }

  const usernameErrorId = `${id}-username-error`;
  const passwordErrorId = `${id}-password-error`;

  return (
    <form method="post" action={loginFormAction(path, search)} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Login">
      {formError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-destructive"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{formError}</span>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-username`}>Username</Label>
        <Input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={fieldErrors.username ? true : undefined}
          aria-describedby={fieldErrors.username ? usernameErrorId : undefined}
        />
        {fieldErrors.username && (
          <p id={usernameErrorId} className="text-sm text-destructive">
            {fieldErrors.username}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? passwordErrorId : undefined}
        />
        {fieldErrors.password && (
          <p id={passwordErrorId} className="text-sm text-destructive">
            {fieldErrors.password}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <LockKeyhole className="size-4" aria-hidden="true" />}
        Login
      </Button>
    </form>
  );
}
