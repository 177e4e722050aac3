import { PiggyBank, Scale, Search } from 'lucide-react';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Search',
    Icon: Search,
    text: 'Look up a part by name, OEM part number or your vehicle’s make, model and year.',
  },
  {
    title: 'Compare',
    Icon: Scale,
    text: 'See every retailer’s price, shipping, stock and delivery time side by side.',
  },
  {
    title: 'Save',
    Icon: PiggyBank,
    text: 'Buy direct from the retailer with the best offer — often up to 25% less.',
  },
];

/** The three-step explainer: Search, Compare, Save. */
export function HowItWorksSteps() {
  return (
    <section aria-labelledby="how-it-works-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-title" eyebrow="How Pitlane works" title="Search. Compare. Save." align="center">
          We do the legwork across specialty retailers so you can buy with confidence.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, Icon, text }, index) => (
            <li key={title} className="relative rounded-xl border border-border bg-background p-6">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-4xl font-extrabold italic text-muted-foreground" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-bold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
