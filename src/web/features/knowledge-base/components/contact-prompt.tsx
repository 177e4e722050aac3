import { LifeBuoy } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';

/** The way to a person when neither the guides nor the assistant cover the job. */
export function ContactPrompt() {
  return (
    <section
      aria-labelledby="knowledge-base-contact"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-brand">
          <LifeBuoy className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="knowledge-base-contact" className="text-lg font-bold text-card-foreground">
            Can’t find what you need?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Our parts specialists answer technical questions Monday to Friday, 9AM-6PM EST, usually within 24 hours.
          </p>
        </div>
      </div>
      <Link href="/contact" className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}>
        Contact Support
      </Link>
    </section>
  );
}
