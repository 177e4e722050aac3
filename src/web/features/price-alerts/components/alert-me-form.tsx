import { BellRing, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { AlertKind } from '@shared/schemas/alerts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ApiRequestError } from '@web/lib/api';
import { readAlertEmail, rememberAlertEmail } from '@web/lib/alert-email';
import { useHydrated } from '@web/lib/use-hydrated';
import { usePressBeforeHydration, useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { createAlert, fieldMessage } from '../api/alerts';

type Choice = 'drop' | 'target' | 'stock';

interface AlertMeFormProps {
  partId: number;
  /** Today's best in-stock total (dollars), or null when nothing is in stock. */
  lowestPrice: number | null;
  /** A price to start the target box with (a saved part's), optional. */
  initialTarget?: number;
}

/**
 * "Alert me": an email address and what to watch for — any drop, a target total, or the part back in
 * stock. The first alert of an address asks it to confirm by mail; the answer is the same either way.
 */
export function AlertMeForm({ partId, lowestPrice, initialTarget }: AlertMeFormProps) {
  const id = useId();
  // Untouched (null), the field offers the address of this browser's last alert, once in the browser.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const hydrated = useHydrated();
  const email = typedEmail ?? (hydrated ? (readAlertEmail() ?? '') : '');
  const [choice, setChoice] = useState<Choice>(lowestPrice === null ? 'stock' : initialTarget ? 'target' : 'drop');
  const [target, setTarget] = useState(initialTarget ? initialTarget.toFixed(2) : '');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ email?: string; targetPrice?: string; form?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(`${id}-email`, setEmail);
  // The address of this browser's last alert, unless the shopper has typed one already.

  usePressBeforeHydration(`alert-${partId}`, () => formRef.current?.requestSubmit());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const targetPrice = choice === 'target' ? Number(target) : undefined;
    if (choice === 'target' && (!target.trim() || !Number.isFinite(targetPrice))) {
      setErrors({ targetPrice: 'Enter a total price in dollars' });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const answer = await createAlert({ partId, email: email.trim(), kind: choice === 'stock' ? 'stock' : 'price', ...(targetPrice !== undefined ? { targetPrice } : {}) });
      rememberAlertEmail(email.trim());
      setDone(answer.message);
    } catch (error) {
      setErrors({
        email: fieldMessage(error, 'email'),
        targetPrice: fieldMessage(error, 'targetPrice'),
        form: error instanceof ApiRequestError ? (error.apiMessage ?? error.message) : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  }

  const option = (value: Choice, label: string, disabled = false) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="radio" name="alert-kind" value={value} checked={choice === value} disabled={disabled} onChange={() => setChoice(value)} />
      {label}
    </label>
  );
  const kind: AlertKind = choice === 'stock' ? 'stock' : 'price';

  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <BellRing className="size-5" aria-hidden="true" />
          Price alert
        </h2>
        <p className="text-sm text-muted-foreground">We email you when this part gets cheaper or is back in stock.</p>
      </CardHeader>
      <CardContent>
        {done ? (
          <p role="status" className="text-sm">
            {done}
          </p>
        ) : (
          <form ref={formRef} onSubmit={onSubmit} className="grid gap-3" noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-email`}>Email address</Label>
              <Input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="you@example.com"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? `${id}-email-error` : undefined}
              />
              {errors.email && (
                <p id={`${id}-email-error`} className="text-xs font-medium text-destructive">
                  Email address {errors.email}
                </p>
              )}
            </div>
            <fieldset className="grid gap-1.5" data-kind={kind}>
              <legend className="mb-1 text-sm font-medium">Tell me when</legend>
              {option('drop', 'the price drops by 5% or more', lowestPrice === null)}
              {option('target', 'the total price is at or below my target', lowestPrice === null)}
              {option('stock', 'it is back in stock')}
            </fieldset>
            {choice === 'target' && (
              <FormField label="Target total price ($)" error={errors.targetPrice}>
                <Input type="number" inputMode="decimal" min="0.01" step="0.01" name="targetPrice" value={target} onChange={(e) => setTarget(e.target.value)} />
              </FormField>
            )}
            {errors.form && !errors.email && !errors.targetPrice && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.form}
              </p>
            )}
            <Button type="submit" data-needs-app={`alert-${partId}`} disabled={sending}>
              {sending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              Alert me
            </Button>
            <p className="text-xs text-muted-foreground">
              We store only your email address and your alerts. <a href="/privacy" className="underline">Privacy</a>
              {' · '}
              <a href="/saved" className="underline">
                Saved parts
              </a>
            </p>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
