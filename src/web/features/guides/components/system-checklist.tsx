import { ClipboardCheck } from 'lucide-react';
import { useId } from 'react';
import type { GuideSection as GuideSectionData } from '@shared/schemas/guides';
import { Checkbox } from '@web/components/ui/checkbox';
import { GuideSection } from './guide-section';

type SystemSection = Extract<GuideSectionData, { kind: 'system' }>;

/**
 * A checklist guide's systems (the Ferrari annual service), one card per system. The boxes are for
 * ticking off items while reviewing the work with a specialist; they are not saved.
 */
export function SystemChecklist({ systems }: { systems: SystemSection[] }) {
  const baseId = useId();
  return (
    <GuideSection id="guide-systems" title={`Service Checklist (${systems.length} systems)`} Icon={ClipboardCheck}>
      <ol className="grid gap-4 md:grid-cols-2">
        {systems.map((system, index) => (
          <li key={system.id} className="rounded-xl border border-border bg-card p-5 shadow-xs">
            <h3 className="flex items-baseline gap-2.5 font-semibold text-card-foreground">
              <span aria-hidden="true" className="text-sm font-extrabold tabular-nums text-brand">
                {String(index + 1).padStart(2, '0')}
              </span>
              {system.title}
            </h3>
            <ul className="mt-3 space-y-2.5">
              {system.items.map((item, itemIndex) => {
                const id = `${baseId}-${system.id}-${itemIndex}`;
                return (
                  <li key={item} className="flex items-start gap-2.5">
                    <Checkbox id={id} className="mt-0.5" />
                    <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-foreground">
                      {item}
                    </label>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </GuideSection>
  );
}
