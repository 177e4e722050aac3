import { ArrowRight, BadgePercent, Gauge, HandCoins, type LucideIcon, Scale, Search, ShieldCheck, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { PageHeader } from '@web/features/legal/components/page-header';
import { usePageMeta } from '@web/lib/use-page-meta';

interface Step {
  title: string;
  Icon: LucideIcon;
  text: string;
  details: string[];
}

/** /how-it-works: the three steps, in order, with these titles. */
const STEPS: Step[] = [
  {
    title: 'Search for Parts',
    Icon: Search,
    text: 'Find the exact part for your car in seconds.',
    details: [
      'Search by part name, such as “brake pads” or “ignition coil”',
      'Enter an OEM part number, with or without spaces',
      'Or choose your make, model and year to see parts that fit',
    ],
  },
  {
    title: 'Compare Prices',
    Icon: Scale,
    text: 'See every specialty retailer’s offer side by side.',
    details: [
      'Real-time prices from 12+ verified vendors',
      'Shipping cost, stock and delivery time with every price',
      'Price history, so you know a good deal when you see one',
    ],
  },
  {
    title: 'Buy Directly from the Retailer',
    Icon: ShoppingCart,
    text: 'Pick the best offer and check out on the vendor’s site.',
    details: [
      'One click takes you to the vendor’s own product page',
      'You pay the vendor’s price — Pitlane adds nothing',
      'Shipping, warranty and returns are handled by the vendor',
    ],
  },
];

const PROMISES = [
  { Icon: BadgePercent, title: 'Save up to 25%', text: 'Prices for the same part differ a lot between specialists. Comparing them is where the savings are.' },
  { Icon: Gauge, title: 'Real-time pricing', text: 'Offers come from vendors’ feeds and live queries, so prices and stock are current.' },
  { Icon: ShieldCheck, title: 'We sell nothing', text: 'No markup and no stock to push: results are ranked for you, not for a warehouse.' },
  {
    Icon: HandCoins,
    title: 'Honest about money',
    text: 'Vendors may pay us a referral fee when you buy. It never affects which offers you see or their order.',
  },
];

export default function HowItWorksPage() {
  usePageMeta({
    title: 'How It Works',
    description:
      'Search for parts by name, part number or vehicle, compare real-time prices from 12+ specialty retailers, then buy directly from the retailer.',
  });
  return (
    <>
      <PageHeader
        eyebrow="How It Works"
        title="The right part at the best price, in three steps"
        actions={
          <Link href="/" className={buttonVariants({ size: 'lg' })}>
            Start Searching
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        }
      >
        Pitlane searches specialty retailers for parts for European and Japanese performance cars and shows you every
        offer side by side. You choose; the retailer ships.
      </PageHeader>

      <section aria-labelledby="steps-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="steps-title" className="sr-only">
          The three steps
        </h2>
        <ol className="grid gap-6 lg:grid-cols-3">
          {STEPS.map(({ title, Icon, text, details }, index) => (
            <li key={title} className="relative flex flex-col rounded-xl border border-border bg-card p-6 shadow-xs sm:p-8">
              <div className="flex items-center justify-between">
                <span className="flex size-14 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <span className="text-5xl font-extrabold italic text-muted-foreground" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-bold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
              <ul className="mt-5 grid gap-2.5 border-t border-border pt-5 text-sm">
                {details.map((detail) => (
                  <li key={detail} className="flex gap-2.5">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" aria-hidden="true" />
                    {detail}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="why-title" className="border-y border-border bg-card">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-brand">Why Pitlane</p>
            <h2 id="why-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
              Built for people who know their cars
            </h2>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PROMISES.map(({ Icon, title, text }) => (
              <li key={title}>
                <Icon className="size-6 text-brand" aria-hidden="true" />
                <h3 className="mt-3 font-bold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="start-title" className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="start-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to find your part?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Search by name, part number or vehicle — or browse the{' '}
          <Link href="/vendors" className="rounded-sm font-semibold text-brand underline-offset-4 hover:underline">
            retailers we compare
          </Link>
          .
        </p>
        <Link href="/part-number-search" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          Search by Part Number
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </section>
    </>
  );
}
