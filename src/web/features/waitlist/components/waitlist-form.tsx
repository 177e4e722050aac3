import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import type { SignupResponse } from '@shared/schemas/content';
import { ApiRequestError } from '@web/lib/api';
import { useFormAnswer, useFormReturnPath } from '@web/lib/form-answer';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/use-toast';
import { useJoinWaitlist } from '../api/join-waitlist';

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) {
    return error.apiMessage ?? 'Too many sign-ups from this connection. Please try again later.';
  }
  if (error instanceof ApiRequestError && error.status === 400) return 'Please enter a valid email address.';
  return 'We could not add you to the waitlist. Please try again.';
}

/**
 * The Your Genius waitlist box: one email field, an inline message for a bad address, a toast on
 * success. Posted as a plain form (before the app's code, or with JavaScript off) the server answers
 * with this page again, and the box says how it went.
 */
export function WaitlistForm({ className }: { className?: string }) {
  const id = useId();
  const answered = useFormAnswer<SignupResponse>('waitlist');
  const returnPath = useFormReturnPath();
  const [email, setEmail] = useState(answered?.error ? (answered.values.email ?? '') : '');
  const [error, setError] = useState<string | null>(answered?.error ? failureMessage(answered.error) : null);
  const [joined, setJoined] = useState<string | null>(answered?.response?.message ?? null);
  const join = useJoinWaitlist();
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending) return;
    const address = email.trim();
    if (!address) return setError('Email is required');
    if (!z.email().safeParse(address).success) return setError('Please enter a valid email address');
    setError(null);
    setJoined(null);
    join.mutate(address, {
      onSuccess: (response) => {
        toast({
          title: response.alreadySubscribed ? "You're already on the list" : "You're on the list!",
          description: response.message,
        });
        setEmail('');
      },
      onError: (failure) => setError(failureMessage(failure)),
    });
  }

  return (
    <form id={`${id}-form`} method="post" action={`/api/waitlist#${id}-form`} onSubmit={onSubmit} noValidate aria-label="Join the Your Genius waitlist" className={cn('grid gap-2', className)}>
      <input type="hidden" name="next" value={returnPath} />
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="border-inverse-border bg-white/5 text-inverse-foreground placeholder:text-inverse-muted sm:h-12"
        />
        <Button type="submit" size="lg" disabled={join.isPending} className="sm:w-auto">
          {join.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Sparkles className="size-4" aria-hidden="true" />}
          {join.isPending ? 'Joining...' : 'Join the Waitlist'}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-inverse-brand">
          {error}
        </p>
      )}
      {joined && (
        <p role="status" className="text-sm font-medium text-inverse-foreground">
          {joined}
        </p>
      )}
    </form>
  );
}
