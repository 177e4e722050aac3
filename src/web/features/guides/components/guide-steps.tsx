import { ListOrdered } from 'lucide-react';
import type { GuideDetail } from '@shared/schemas/guides';
import { GuideSection } from './guide-section';

type Step = GuideDetail['content']['steps'][number];

/** The procedure, numbered; each step has an anchor (#step-3) so it can be linked to. */
export function GuideSteps({ steps }: { steps: Step[] }) {
  return (
    <GuideSection id="guide-steps" title={`Step-by-Step Instructions (${steps.length} steps)`} Icon={ListOrdered}>
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            id={`step-${index + 1}`}
            className="flex scroll-mt-32 gap-4 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold leading-snug text-card-foreground">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </GuideSection>
  );
}
