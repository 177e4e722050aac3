import { Clock, Gauge, ShoppingBasket, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AssistantAnswer } from '@shared/schemas/assistant';
import { Button } from '@web/components/ui/button';
import { DifficultyBadge } from '@web/components/ui/difficulty-badge';
import { cn } from '@web/lib/cn';
import { AnswerText } from './answer-text';
import { AnswerVehicle } from './answer-vehicle';
import { LikelyCauses } from './likely-causes';
import { RecommendedParts } from './recommended-parts';
import { RelatedGuides } from './related-guides';

interface AnswerBlockProps {
  answer: AssistantAnswer;
  /** The question, echoed under the title. */
  query?: string;
  /** Heading level of the block's title; its parts use the next level. */
  level?: 2 | 3;
  /** When given, a "Clear Results" button empties the result. */
  onClear?: () => void;
  className?: string;
  /** When given, a "Build a basket" button shows what it draws for the answer's parts (the page's basket comparison). */
  renderBasket?: (slugs: string[], Heading: 'h3' | 'h4') => ReactNode;
  /** Called once per answer on "Build a basket", with its parts and the quantities the job takes (one when it names none). */
  onBuildBasket?: (lines: { slug: string; quantity: number }[]) => void;
}

/**
 * The written answer without its numbered list of causes ("1. Failed ignition coil (high likelihood): …")
 * and that list's lead-in: the panel shows the same causes as a list of its own just above.
 */
function withoutCauseList(text: string): string {
  return text
    .split('\n\n')
    .filter((p) => !/^\d+\. /.test(p) && !/most likely first:$/.test(p))
    .join('\n\n');
}

/**
 * A knowledge-base answer: difficulty, estimated time, the answer, parts and guides; for a
 * diagnosis also the car understood, the likely causes with their checks, and "Build a basket", which
 * puts the answer's parts in the shopper's basket and compares them across shops.
 */
export function AnswerBlock({ answer, query, level = 2, onClear, className, renderBasket, onBuildBasket }: AnswerBlockProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const [basketOpen, setBasketOpen] = useState(false);
  // The parts go in the basket once: hiding and showing the comparison again adds nothing more.
  const [builtFor, setBuiltFor] = useState<AssistantAnswer['parts'] | null>(null);
  const slugs = answer.parts.map((p) => p.slug);
  const guideTitles = new Map(answer.relatedGuides.flatMap((g) => (g.url ? [[g.url, g.title] as const] : [])));
  const toggleBasket = () => {
    if (!basketOpen && builtFor !== answer.parts) {
      setBuiltFor(answer.parts);
      onBuildBasket?.(answer.parts.map((p) => ({ slug: p.slug, quantity: p.quantity ?? 1 })));
    }
    setBasketOpen((open) => !open);
  };
  return (
    <article aria-label="Answer" className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Title className="text-xl font-bold tracking-tight text-card-foreground">Answer</Title>
          {query && <p className="mt-1 break-words text-sm text-muted-foreground">“{query}”</p>}
        </div>
        {onClear && (
          <Button variant="outline" size="sm" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            Clear Results
          </Button>
        )}
      </div>

      <dl className="mt-5 flex flex-wrap gap-3">
        <div className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2">
          <Gauge className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="text-sm text-muted-foreground">Difficulty</dt>
          <dd>
            <DifficultyBadge level={answer.difficulty} />
          </dd>
        </div>
        <div className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="text-sm text-muted-foreground">Estimated Time</dt>
          <dd className="text-sm font-semibold text-foreground">{answer.estimatedTime}</dd>
        </div>
      </dl>

      <AnswerVehicle answer={answer} />

      {answer.causes.length > 0 && (
        <div className="mt-5">
          <LikelyCauses causes={answer.causes} Heading={Sub} />
        </div>
      )}

      <div className="mt-5">
        <AnswerText text={answer.causes.length > 0 ? withoutCauseList(answer.answer) : answer.answer} titles={guideTitles} />
      </div>

      <div className="mt-7 space-y-7">
        <RecommendedParts answer={answer} Heading={Sub} />
        {renderBasket && slugs.length > 0 && (
          <div className="space-y-4">
            <Button variant={basketOpen ? 'outline' : 'default'} onClick={toggleBasket} aria-expanded={basketOpen}>
              <ShoppingBasket className="size-4" aria-hidden="true" />
              {basketOpen ? 'Hide basket' : 'Build a basket'}
            </Button>
            {basketOpen && renderBasket(slugs, Sub)}
          </div>
        )}
        <RelatedGuides guides={answer.relatedGuides} Heading={Sub} />
      </div>
    </article>
  );
}
