import type { AssistantAnswer } from '@shared/schemas/assistant';
import { cn } from '@web/lib/cn';

interface LikelyCausesProps {
  causes: AssistantAnswer['causes'];
  Heading: 'h3' | 'h4';
}

const LIKELIHOOD_STYLE: Record<AssistantAnswer['causes'][number]['likelihood'], string> = {
  high: 'bg-brand/15 text-foreground',
  medium: 'bg-accent text-accent-foreground',
  low: 'bg-muted text-muted-foreground',
};

/** The diagnosis: likely causes, most likely first, each with why and the check that tells it apart. */
export function LikelyCauses({ causes, Heading }: LikelyCausesProps) {
  if (causes.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-bold uppercase tracking-[0.12em] text-muted-foreground">Likely Causes</Heading>
      <ol aria-label="Likely causes" className="mt-3 space-y-3">
        {causes.map((cause, index) => (
          <li key={cause.name} className="rounded-lg border border-border bg-background p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">{index + 1}</span>
              <span className="font-semibold text-foreground">{cause.name}</span>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', LIKELIHOOD_STYLE[cause.likelihood])}>{cause.likelihood} likelihood</span>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">{cause.reason}</p>
            <p className="mt-1 text-sm text-foreground">
              <span className="font-semibold">Check: </span>
              {cause.check}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
