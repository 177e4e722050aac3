import { Loader2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';
import { confirmAlerts } from '../api/alerts';

/**
 * The confirmation link's page. Confirming is a press, not the visit itself, so a mail scanner that
 * opens links confirms nothing. The form posts as plain HTML before (or without) the app's code and
 * lands on the address's alerts.
 */
export function ConfirmAlerts({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  usePressBeforeHydration('confirm-alerts', () => formRef.current?.requestSubmit());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const answer = await confirmAlerts(token);
      navigate(`/alerts/manage?token=${encodeURIComponent(answer.manageToken)}&confirmed=1`);
    } catch (err) {
      setError(err instanceof ApiRequestError ? (err.apiMessage ?? err.message) : 'Please try again.');
      setSending(false);
    }
  }

  return (
    <form ref={formRef} method="post" action="/api/alerts/confirm" onSubmit={onSubmit} className="grid justify-items-start gap-4">
      <input type="hidden" name="token" value={token} />
      <p>Press the button to confirm this email address and turn your price alerts on.</p>
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" data-needs-app="confirm-alerts" disabled={sending || token === ''}>
        {sending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        Confirm my email address
      </Button>
    </form>
  );
}
