import { AlertCircle, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { OperatorMe } from '@shared/schemas/operators';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { AdminApiError } from '@web/lib/admin-api';
import { confirmTotp, startTotpEnrolment } from '../api/operator-auth-api';

/**
 * Turns on the caller's second factor: a new secret (typed into an authenticator app, or its
 * otpauth link opened on the phone), confirmed with the app's current code.
 */
export function TotpEnrolment({ onEnabled }: { onEnabled: (me: OperatorMe) => void }) {
  const id = useId();
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function begin() {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await startTotpEnrolment());
    } catch (err) {
      setError(err instanceof AdminApiError ? err.displayMessage : 'Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onEnabled(await confirmTotp(code.trim()));
    } catch (err) {
      setError(err instanceof AdminApiError ? (err.fieldErrors.code ? `The code ${err.fieldErrors.code}` : err.displayMessage) : 'Could not reach the server. Please try again.');
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      {error && (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </div>
      )}
      {!enrolment ? (
        <Button onClick={begin} disabled={busy} className="justify-self-start">
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          Set up two-factor authentication
        </Button>
      ) : (
        <form onSubmit={confirm} noValidate className="grid gap-4" aria-label="Confirm two-factor authentication">
          <p className="text-sm">
            Add this key to your authenticator app, then enter the 6-digit code it shows.
          </p>
          <div className="grid gap-1">
            <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Key</span>
            <code data-testid="totp-secret" className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm">
              {enrolment.secret}
            </code>
            <a href={enrolment.otpauthUrl} className="text-sm text-brand underline-offset-4 hover:underline">
              Open in an authenticator app on this device
            </a>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-code`}>Authenticator code</Label>
            <Input id={`${id}-code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          </div>
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            Turn on
          </Button>
        </form>
      )}
    </div>
  );
}
