import { Loader2 } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import type { AssistantAnswer } from '@shared/schemas/assistant';
import { AnswerBlock } from './answer-block';

interface SearchResultProps {
  /** The answer shown, or undefined while idle, loading or after a (logged) failure. */
  answer: AssistantAnswer | undefined;
  query: string | undefined;
  loading: boolean;
  onClear: () => void;
  /** Passed to the answer block: its heading level and the basket it can build. */
  level?: ComponentProps<typeof AnswerBlock>['level'];
  renderBasket?: ComponentProps<typeof AnswerBlock>['renderBasket'];
  onBuildBasket?: ComponentProps<typeof AnswerBlock>['onBuildBasket'];
}

/**
 * Where the page search's answer appears. The live region is always in the page so screen readers
 * announce the answer when it arrives; a new answer is scrolled into view because the box may be far
 * above it on a phone.
 */
export function SearchResult({ answer, query, loading, onClear, level, renderBasket, onBuildBasket }: SearchResultProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) region.current?.scrollIntoView({ block: 'start' });
  }, [answer]);

  return (
    <div ref={region} aria-live="polite" aria-busy={loading} className="scroll-mt-36">
      {loading ? (
        <div role="status" className="mt-6 flex items-center gap-3 rounded-2xl border border-border bg-card p-6 text-sm text-muted-foreground">
          <Loader2 className="size-5 animate-spin text-brand" aria-hidden="true" />
          Searching the guides and the parts catalog…
        </div>
      ) : answer ? (
        <AnswerBlock answer={answer} query={query} onClear={onClear} level={level} renderBasket={renderBasket} onBuildBasket={onBuildBasket} className="mt-6" />
      ) : null}
    </div>
  );
}
