import { Lightbulb } from 'lucide-react';
import { GuideSection } from './guide-section';

export function GuideTips({ tips }: { tips: string[] }) {
  return (
    <GuideSection id="guide-tips" title="Pro Tips" Icon={Lightbulb}>
      <ul className="space-y-3 rounded-xl border border-border bg-card p-5 shadow-xs">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-3 text-sm leading-relaxed text-foreground">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-rating" aria-hidden="true" />
            {tip}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}
