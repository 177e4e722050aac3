import { BadgePercent, Gauge, Store } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { LoginForm } from '@web/features/auth/components/login-form';
import { usePageMeta } from '@web/lib/use-page-meta';

const HIGHLIGHTS = [
  { Icon: Store, text: 'Offers from 12+ specialty retailers side by side' },
  { Icon: Gauge, text: 'Real-time prices, shipping and stock' },
  { Icon: BadgePercent, text: 'Save up to 25% on the same part' },
];

export default function LoginPage() {
  usePageMeta({
    title: 'Log In',
    description: 'Log in to Pitlane to compare prices on parts for luxury European and Japanese performance cars.',
  });

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 md:py-20 lg:grid-cols-2 lg:items-stretch lg:px-8">
      <section
        aria-label="About Pitlane"
        className="relative hidden overflow-hidden rounded-2xl p-10 surface-inverse lg:flex lg:flex-col lg:justify-between"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-primary/25 blur-3xl"
        />
        <div className="relative">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-inverse-brand">Private preview</p>
          <p className="mt-4 text-3xl font-bold leading-tight tracking-tight">Every specialist retailer. One search.</p>
        </div>
        <ul className="relative mt-10 grid gap-4">
          {HIGHLIGHTS.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm text-inverse-muted">
              <span className="flex size-9 items-center justify-center rounded-lg bg-white/5 ring-1 ring-inverse-border">
                <Icon className="size-4 text-inverse-brand" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </section>

      <Card className="p-6 sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight">Log in to Pitlane</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Pitlane is in private preview. Enter the access details you were given.
        </p>
        <div className="mt-8">
          <LoginForm />
        </div>
      </Card>
    </div>
  );
}
