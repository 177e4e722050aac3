import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/use-toast';
import { usePressBeforeHydration, useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { cn } from '@web/lib/cn';
import { ApiRequestError } from '@web/lib/api';
import { subscribeToNewsletter } from '../api/subscribe';

export function NewsletterForm({ className }: { className?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
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
    try {
      await subscribeToNewsletter(email.trim());
      toast({ title: 'Subscription Successful', description: "You've been subscribed to our newsletter" });
      setEmail('');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Subscription failed',
        description: error instanceof ApiRequestError ? (error.apiMessage ?? error.message) : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} className={cn('flex w-full flex-col gap-2 sm:flex-row', className)}>
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
  );
}
