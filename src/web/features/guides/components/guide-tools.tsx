import { Wrench } from 'lucide-react';
import { GuideSection } from './guide-section';

export function GuideTools({ tools }: { tools: string[] }) {
  return (
    <GuideSection id="guide-tools" title="Tools Required" Icon={Wrench}>
      <ul className="space-y-2.5 rounded-xl border border-border bg-card p-5 shadow-xs">
        {tools.map((tool) => (
          <li key={tool} className="flex gap-2.5 text-sm leading-relaxed text-foreground">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
            {tool}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}
