import { Bell, Camera, ClipboardList, Gauge, MessagesSquare, ShoppingCart } from 'lucide-react';

const FEATURES = [
  {
    Icon: MessagesSquare,
    title: 'Step-by-step guidance',
    text: 'Describe the job and get instructions for your exact car, at your skill level, one step at a time.',
  },
  {
    Icon: Camera,
    title: 'Photo diagnosis',
    text: 'Snap the leak, the worn pad or the warning light and get a likely cause and what to check next.',
  },
  {
    Icon: ShoppingCart,
    title: 'Parts list with live prices',
    text: 'Every job comes with its part numbers, compared across our vendor network before you order.',
  },
  {
    Icon: Gauge,
    title: 'Specs at your fingertips',
    text: 'Torque figures, fluid capacities and service intervals for your model, without digging through forums.',
  },
  {
    Icon: ClipboardList,
    title: 'Your garage history',
    text: 'A log of what you did, when, and with which parts — handy for the next job and the next owner.',
  },
  {
    Icon: Bell,
    title: 'Maintenance reminders',
    text: 'A nudge when the oil, brake fluid or belts are due, based on your mileage and the maker’s schedule.',
  },
] as const;

export function GeniusFeatures() {
  return (
    <section aria-labelledby="genius-features-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-brand">What it will do</p>
          <h2 id="genius-features-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            A workshop mentor in your pocket
          </h2>
          <p className="mt-3 text-muted-foreground">Planned features for the first release.</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-background p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-brand">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
