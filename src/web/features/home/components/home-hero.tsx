import { ArrowRight, BadgePercent, Gauge, ShieldCheck, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { HeroGauge } from './hero-gauge';

const PROOF_POINTS = [
  { Icon: Store, label: '12+ specialty vendors' },
  { Icon: Gauge, label: 'Real-time pricing' },
  { Icon: BadgePercent, label: 'Save up to 25%' },
  { Icon: ShieldCheck, label: 'No markup, ever' },
];

/**
 * The page's h1 and pitch. `children` is the slot for the search form, which lands here once the
 * search feature exists.
 */
export function HomeHero({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden surface-inverse">
      {/* Decoration only, drawn with CSS and SVG so the page needs no images. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-40 top-0 size-[36rem] rounded-full bg-primary/20 blur-3xl" />
        <div className="absolute -right-24 top-1/4 hidden size-[28rem] rounded-full bg-primary/15 blur-3xl lg:block" />
        <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-white/15 to-transparent" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-24 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-inverse-border bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-inverse-muted">
            <span className="size-1.5 rounded-full bg-inverse-brand" aria-hidden="true" />
            European &amp; Japanese performance parts
          </p>
          <h1 id="home-hero-title" className="mt-6 text-4xl font-extrabold leading-[1.05] tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Find the right part at the <span className="text-inverse-brand">best price</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-inverse-muted">
            Real-time pricing across 12+ specialty vendors for BMW, Porsche, Mercedes-Benz, Ferrari, Lexus and more —
            compare side by side and save up to 25%.
          </p>

          {children ?? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link href="/part-number-search" className={buttonVariants({ size: 'lg' })}>
                Search by part number
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link href="/how-it-works" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
                How it works
              </Link>
            </div>
          )}

          <ul className="mt-12 flex flex-wrap gap-x-8 gap-y-4">
            {PROOF_POINTS.map(({ Icon, label }) => (
              <li key={label} className="flex items-center gap-2 whitespace-nowrap text-sm font-medium text-inverse-foreground">
                <Icon className="size-4 shrink-0 text-inverse-brand" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <HeroGauge className="hidden w-full drop-shadow-2xl lg:block" />
      </div>
    </section>
  );
}
