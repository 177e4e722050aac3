import { AlertCircle, KeyRound, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { INVITE_FORM_ERRORS, OPERATOR_PASSWORD_MIN_LENGTH, type InviteDetails, type InviteFormError } from '@shared/schemas/operators';
import { Button } from '@web/components/ui/button';
import { buttonVariants } from '@web/components/ui/button-variants';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { AdminApiError } from '@web/lib/admin-api';
import { usePressBeforeHydration, useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { fieldErrorBinding } from '@web/lib/field-error-binding';
import { acceptInvite } from '../api/operator-auth-api';

interface FieldErrors {
  password?: string;
  confirm?: string;
}


/** The field a plain form's answer (`?error=`) belongs under. */
function fieldErrorsFrom(error: InviteFormError | null): FieldErrors {
  if (!error) return {};
  return error === 'differ' ? { confirm: INVITE_FORM_ERRORS.differ } : { password: INVITE_FORM_ERRORS[error] };
}

/**
 * The invitee chooses their password (typed twice); the server checks it again and uses the link up.
 * Then they sign in like every operator. A real form too: posted before (or without) the app's
 * code, the server answers with the sign-in page, or with this page and `answered` to show.
 */
export function AcceptInviteForm({ token, invite, answered = null }: { token: string; invite: InviteDetails; answered?: InviteFormError | null }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(() => fieldErrorsFrom(answered));
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The form is in the first HTML; a press before the app's code has loaded is held (boot.ts) and sent once it is there.
  // Passwords are not recorded before hydration (boot.ts): taken from the fields if hydration left them there.
  useTypedBeforeHydration(`${id}-password`, setPassword);
  useTypedBeforeHydration(`${id}-confirm`, setConfirm);
  usePressBeforeHydration('accept-invite', () => formRef.current?.requestSubmit());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the fields show is what is sent, even if it was typed before the app took the page over.
    const fields = new FormData(event.currentTarget);
    const typed = String(fields.get('password') ?? password);
    const repeated = String(fields.get('confirm') ?? confirm);
    setPassword(typed);
    setConfirm(repeated);
    const errors: FieldErrors = {
      password: typed.length >= OPERATOR_PASSWORD_MIN_LENGTH ? undefined : INVITE_FORM_ERRORS.short,
      confirm: repeated === typed ? undefined : INVITE_FORM_ERRORS.differ,
    };
    setFieldErrors(errors);
    setFormError(null);
    if (errors.password || errors.confirm) return;
    setSubmitting(true);
    try {
      await acceptInvite({ token, password: typed });
      setDone(true);
    } catch (error) {
      const fromServer = error instanceof AdminApiError ? error.fieldErrors : {};
      if (fromServer.password) setFieldErrors({ password: `Password ${fromServer.password}` });
      else setFormError(error instanceof AdminApiError ? error.displayMessage : 'Could not reach the server. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          Your password is set. Sign in with {invite.email} and your new password.
        </p>
        <Link href="/admin" className={buttonVariants({ className: 'justify-self-start' })}>
          Sign in
        </Link>
      </div>
    );
  }

  const { field, fieldError } = fieldErrorBinding<keyof FieldErrors>(id, fieldErrors);

  return (
    <form ref={formRef} method="post" action="/api/admin/auth/invite/accept" onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Choose your password">
      <p className="text-sm text-muted-foreground">
        You are invited as <strong className="text-foreground">{invite.role}</strong> with <strong className="text-foreground">{invite.email}</strong>. Choose a
        password of at least {OPERATOR_PASSWORD_MIN_LENGTH} characters.
      </p>
      {formError && (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{formError}</span>
        </div>
      )}
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="email" autoComplete="username" value={invite.email} readOnly hidden />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>New password</Label>
        <Input id={`${id}-password`} name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} {...field('password')} />
        {fieldError('password')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>Repeat the password</Label>
        <Input id={`${id}-confirm`} name="confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} {...field('confirm')} />
        {fieldError('confirm')}
      </div>
      <Button type="submit" data-needs-app="accept-invite" disabled={submitting}>
        {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <KeyRound className="size-4" aria-hidden="true" />}
        Set my password
      </Button>
    </form>
  );
}
