import { Heart } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { toggleSavedPart, useSavedParts, type SavedPart } from '@web/lib/saved-parts';

/** The heart: saves a part to "Saved parts" in this browser (with its price now), or removes it. */
export function SavePartButton({ part, className }: { part: Omit<SavedPart, 'savedAt'>; className?: string }) {
  const saved = useSavedParts().some((p) => p.id === part.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${part.name} to Saved parts`}
      title={saved ? 'Saved: press to remove' : 'Save to Saved parts'}
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
