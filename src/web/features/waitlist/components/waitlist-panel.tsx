import { WaitlistForm } from './waitlist-form';

/** The graphite call-to-action that holds the waitlist form. */
export function WaitlistPanel() {
  return (
    <section aria-labelledby="waitlist-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-2xl px-6 py-12 surface-inverse sm:px-12 lg:grid lg:grid-cols-2 lg:items-center lg:gap-12">
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -right-32 -z-10 size-96 rounded-full bg-primary/30 blur-3xl" />
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-inverse-brand">Early access</p>
          <h2 id="waitlist-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            Join the Your Genius waitlist
          </h2>
          <p className="mt-3 text-inverse-muted">
            Be first to try it when it opens. One email when it launches — no spam, and you can leave the list at any
            time.
          </p>
        </div>
        <WaitlistForm className="mt-8 lg:mt-0" />
      </div>
    </section>
  );
}
