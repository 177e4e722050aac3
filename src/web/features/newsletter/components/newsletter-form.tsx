import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/use-toast';
import { usePressBeforeHydration, useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { cn } from '@web/lib/cn';
import { ApiRequestError } from '@web/lib/api';
import { useFormAnswer, useFormReturnPath } from '@web/lib/form-answer';
import type { SignupResponse } from '@shared/schemas/content';
import { subscribeToNewsletter } from '../api/subscribe';

const failureText = (error: unknown) => (error instanceof ApiRequestError ? (error.apiMessage ?? error.message) : 'Please try again.');

/**
 * The footer's sign-up. It posts as a plain form too (before the app's code, or with JavaScript off):
 * the server answers with this page again, and the box says how it went.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const id = useId();
  const answered = useFormAnswer<SignupResponse>('newsletter');
  const returnPath = useFormReturnPath();
  const [email, setEmail] = useState(answered?.error ? (answered.values.email ?? '') : '');
  const [notice, setNotice] = useState(answered && (answered.response ? { ok: true, text: answered.response.message } : { ok: false, text: failureText(answered.error) }));
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Sent before the app's code arrived: the box keeps what was typed and the form is sent once it can be.
  useTypedBeforeHydration(`${id}-email`, setEmail);
  usePressBeforeHydration('newsletter', () => formRef.current?.requestSubmit());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty box does nothing (the browser's own `required` check still explains why).
    if (!email.trim()) return;
    setSending(true);
    setNotice(null);
    try {
      await subscribeToNewsletter(email.trim());
      toast({ title: 'Subscription Successful', description: "You've been subscribed to our newsletter" });
      setEmail('');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Subscription failed',
        description: failureText(error),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form ref={formRef} id={`${id}-form`} method="post" action={`/api/newsletter#${id}-form`} onSubmit={onSubmit} className={cn('flex w-full flex-col gap-2 sm:flex-row', className)}>
        <input type="hidden" name="next" value={returnPath} />
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="border-inverse-border bg-white/5 text-inverse-foreground placeholder:text-inverse-muted"
        />
        <Button type="submit" data-needs-app="newsletter" disabled={sending} className="sm:w-auto">
          {sending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          Subscribe
        </Button>
      </form>
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={cn('mt-2 text-sm font-medium', notice.ok ? 'text-inverse-foreground' : 'text-inverse-brand')}>
          {notice.text}
        </p>
      )}
    </>
  );
}
