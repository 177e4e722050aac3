import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import type { AssistantAnswer } from '@shared/schemas/assistant';
import { cn } from '@web/lib/cn';

interface RecommendedPartsProps {
  answer: Pick<AssistantAnswer, 'parts' | 'recommendedParts' | 'fitVehicle'>;
  Heading: 'h3' | 'h4';
}

/**
 * The answer's parts. `parts` carries the same parts as `recommendedParts` with their pages, so
 * those are shown as links; the plain lines are the fallback when an answer has no links.
 */
/** A part's verdict for the answer's car, in the words the part pages use. */
function fitText(part: AssistantAnswer['parts'][number], vehicle: string): string | null {
  if (part.fitsVehicle === undefined) return null;
  return part.fitsVehicle === true ? `Fits your ${vehicle}` : part.fitsVehicle === false ? `Does not fit your ${vehicle}` : 'Check fit';
}

export function RecommendedParts({ answer, Heading }: RecommendedPartsProps) {
  if (answer.parts.length === 0 && answer.recommendedParts.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-bold uppercase tracking-[0.12em] text-muted-foreground">Recommended Parts</Heading>
      {answer.parts.length > 0 ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {answer.parts.map((part) => (
            <li key={part.slug}>
              <Link
                href={`/product/${encodeURIComponent(part.slug)}`}
                className="group flex h-full items-center gap-3 rounded-lg border border-border bg-background p-3 transition-colors hover:border-primary/40"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-semibold text-brand">{part.brand}</span>
                  <span className="block text-sm font-semibold leading-snug text-foreground group-hover:underline">{part.name}</span>
                  <span className="mt-0.5 block font-mono text-xs text-muted-foreground">{part.partNumber}</span>
                  {answer.fitVehicle && fitText(part, answer.fitVehicle) && (
                    <span
                      className={cn(
                        'mt-0.5 block text-xs font-medium',
                        part.fitsVehicle === true && 'text-green-700 dark:text-green-400',
                        part.fitsVehicle === false && 'text-destructive',
                      )}
                    >
                      {fitText(part, answer.fitVehicle)}
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-right">
                  {part.lowestPrice === null ? (
                    <span className="text-xs text-muted-foreground">Out of stock</span>
                  ) : (
                    <>
                      <span className="block text-xs text-muted-foreground">from</span>
                      <span className="block text-base font-bold text-foreground">{formatUsd(part.lowestPrice)}</span>
                    </>
                  )}
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-foreground">
          {answer.recommendedParts.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
