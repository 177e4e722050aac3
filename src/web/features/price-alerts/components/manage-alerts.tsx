import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { partNumberPagePath } from '@shared/rules/page-head';
import type { ManagedAlert } from '@shared/schemas/alerts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ApiRequestError } from '@web/lib/api';
import { formatUsd } from '@shared/rules/money';
import { deleteAlert, deleteAllAlerts, setAlertPaused, unsubscribeAlert, useManagedAlerts } from '../api/alerts';

function describe(alert: ManagedAlert): string {
  if (alert.kind === 'stock') return 'When it is back in stock';
  return alert.targetPrice === null ? 'When the price drops by 5% or more' : `When the total is at or below ${formatUsd(alert.targetPrice)}`;
}

interface ManageAlertsProps {
  token: string;
  /** The unsubscribe link's alert: offered first, with its own button. */
  unsubscribeId?: number;
  notice?: string;
}

/** "Manage my alerts": the alerts of the address a mail link names, with pause, delete and delete all. */
export function ManageAlerts({ token, unsubscribeId, notice }: ManageAlertsProps) {
  const query = useManagedAlerts(token);
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(notice ?? null);
  const [busy, setBusy] = useState(false);
  const [forgotten, setForgotten] = useState(false);

  async function act(action: () => Promise<{ message: string }>, after?: () => void) {
    setBusy(true);
    try {
      const answer = await action();
      setMessage(answer.message);
      after?.();
      await client.invalidateQueries({ queryKey: ['alerts', 'manage', token] });
    } catch (err) {
      setMessage(err instanceof ApiRequestError ? (err.apiMessage ?? err.message) : 'Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (forgotten || token === '') {
    return (
      <p role="status">{message ?? 'This page needs the link from one of our alert mails.'}</p>
    );
  }
  if (query.isPending) return <p>Loading your alerts…</p>;
  if (query.error) {
    return (
      <p role="alert" className="font-medium text-destructive">
        {query.error instanceof ApiRequestError ? (query.error.apiMessage ?? query.error.message) : 'Your alerts could not be loaded.'}
      </p>
    );
  }

  const { email, confirmed, alerts } = query.data;
  const toUnsubscribe = unsubscribeId === undefined ? undefined : alerts.find((a) => a.id === unsubscribeId);
  return (
    <div className="grid gap-6">
      {message && (
        <p role="status" className="rounded-md border border-border bg-muted px-4 py-3">
          {message}
        </p>
      )}
      <p>
        Alerts for <strong>{email}</strong>
        {confirmed ? '' : ' (not confirmed yet: use the link in our confirmation mail)'}.
      </p>
      {toUnsubscribe && (
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p>
              Unsubscribe from the alert on <strong>{toUnsubscribe.part.name}</strong>?
            </p>
            <Button disabled={busy} onClick={() => act(() => unsubscribeAlert(token, toUnsubscribe.id))} className="justify-self-start">
              Unsubscribe
            </Button>
          </CardContent>
        </Card>
      )}
      {alerts.length === 0 ? (
        <p>You have no alerts.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Your alerts">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
              <div className="grid gap-1">
                <a href={partNumberPagePath(alert.part.partNumber)} className="font-medium underline-offset-2 hover:underline">
                  {alert.part.name}
                </a>
                <span className="text-sm text-muted-foreground">
                  {describe(alert)}
                  {alert.part.lowestPrice !== null ? ` · now ${formatUsd(alert.part.lowestPrice)}` : ' · out of stock now'}
                  {alert.paused ? ' · paused' : ''}
                </span>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={busy} onClick={() => act(() => setAlertPaused(token, alert.id, !alert.paused))}>
                  {alert.paused ? 'Resume' : 'Pause'}
                  <span className="sr-only"> alert on {alert.part.name}</span>
                </Button>
                <Button variant="outline" size="sm" disabled={busy} onClick={() => act(() => deleteAlert(token, alert.id))}>
                  Delete
                  <span className="sr-only"> alert on {alert.part.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="grid justify-items-start gap-2 border-t border-border pt-4">
        <Button variant="outline" disabled={busy} onClick={() => act(() => deleteAllAlerts(token), () => setForgotten(true))}>
          Delete all my alerts and forget my email address
        </Button>
      </div>
    </div>
  );
}
