import { History } from 'lucide-react';
import type { PartDetail } from '@shared/schemas/parts';
import { cn } from '@web/lib/cn';

/** The older numbers this part supersedes, from its interchange list. */
export function supersededNumbers(part: Pick<PartDetail, 'interchange'>): string[] {
  return part.interchange.filter((entry) => entry.kind === 'superseded').map((entry) => entry.number);
}

/** "Replaces 11 62 1 437 576": so a buyer holding the old number knows this is the same part. */
export function ReplacedNumbers({ part, className }: { part: Pick<PartDetail, 'interchange'>; className?: string }) {
  const numbers = supersededNumbers(part);
  if (numbers.length === 0) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', className)}>
      <History className="size-4 shrink-0" aria-hidden="true" />
      <span>Replaces {numbers.join(', ')}</span>
    </p>
  );
}
