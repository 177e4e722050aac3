import type { GuideDetail } from '@shared/schemas/guides';
import { cn } from '@web/lib/cn';

type Fact = GuideDetail['content']['facts'][number];

/** The guide's key figures (interval, torque, capacity...) as a definition list. */
export function GuideFacts({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl aria-label="Key facts" className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl border border-inverse-border bg-white/5 p-4">
          <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-inverse-muted">{fact.label}</dt>
          <dd className="mt-1.5 text-sm font-semibold leading-snug text-inverse-foreground">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
