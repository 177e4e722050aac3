import { Heart } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { toggleSavedPart, useSavedParts, type SavedPart } from '@web/lib/saved-parts';

/** What the heart says it does next; its name carries the state, so it is not also a pressed toggle. */
export const SAVED_PART_LABEL = 'Saved — remove from saved parts';

/** The heart: saves a part to "Saved parts" in this browser (with its price now), or removes it. */
export function SavePartButton({ part, className }: { part: Omit<SavedPart, 'savedAt'>; className?: string }) {
  const saved = useSavedParts().some((p) => p.id === part.id);
  const label = saved ? SAVED_PART_LABEL : `Save ${part.name} to Saved parts`;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => toggleSavedPart(part)}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-card text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Heart className={cn('size-5', saved && 'fill-primary text-primary')} aria-hidden="true" />
    </button>
  );
}
