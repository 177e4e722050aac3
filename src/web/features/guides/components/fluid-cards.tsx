import { CalendarClock, Droplets } from 'lucide-react';
import type { GuideSection as GuideSectionData } from '@shared/schemas/guides';
import { GuideSection } from './guide-section';
import { PriorityBadge } from './priority-badge';

type FluidSection = Extract<GuideSectionData, { kind: 'fluid' }>;

/** A fluid inspection's fluids (the Lamborghini guide): priority, how often, and how to check and top up. */
export function FluidCards({ fluids }: { fluids: FluidSection[] }) {
  return (
    <GuideSection id="guide-fluids" title={`Fluids to Inspect (${fluids.length})`} Icon={Droplets}>
      <ul className="grid gap-4 md:grid-cols-2">
        {fluids.map((fluid) => (
          <li key={fluid.id} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-xs">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold leading-snug text-card-foreground">{fluid.title}</h3>
              <PriorityBadge priority={fluid.priority} />
            </div>
            <p className="mt-2 flex gap-2 text-sm text-muted-foreground">
              <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">How often: </span>
                {fluid.frequency}
              </span>
            </p>
            {(fluid.check || fluid.topUp) && (
              <dl className="mt-4 space-y-3 border-t border-border pt-4 text-sm leading-relaxed">
                {fluid.check && (
                  <div>
                    <dt className="font-semibold text-foreground">How to check</dt>
                    <dd className="mt-0.5 text-muted-foreground">{fluid.check}</dd>
                  </div>
                )}
                {fluid.topUp && (
                  <div>
                    <dt className="font-semibold text-foreground">Topping up</dt>
                    <dd className="mt-0.5 text-muted-foreground">{fluid.topUp}</dd>
                  </div>
                )}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}
