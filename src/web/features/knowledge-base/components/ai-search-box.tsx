import { Loader2, Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { ASSISTANT_QUERY_MAX_LENGTH } from '@shared/schemas/constants';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { usePressBeforeHydration, useTypedBeforeHydration } from '@web/lib/changes-before-hydration';

const INPUT_ID = 'knowledge-base-query';

interface AiSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed question; an empty one is ignored. */
  onSearch: (query: string) => void;
  searching: boolean;
}

/** The knowledge base's question box; Enter submits because it is a form. */
export function AiSearchBox({ value, onChange, onSearch, searching }: AiSearchBoxProps) {
  // What was typed and a search pressed (or Enter) before the app took the page over: kept, then run.
  useTypedBeforeHydration(INPUT_ID, onChange);
  usePressBeforeHydration('knowledge-base-search', () => {
    const field = document.getElementById(INPUT_ID);
    const query = field instanceof HTMLInputElement ? field.value.trim() : '';
    if (query) onSearch(query);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (query) onSearch(query);
  };

  return (
    <form
      role="search"
      aria-label="Knowledge base"
      onSubmit={submit}
      className="rounded-2xl bg-card p-3 text-card-foreground shadow-2xl ring-1 ring-black/5 sm:p-4"
    >
      <Label htmlFor={INPUT_ID} className="px-1 text-xs font-semibold text-muted-foreground">
        Ask a repair question
      </Label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Sparkles
            className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-brand"
            aria-hidden="true"
          />
          <Input
            id={INPUT_ID}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={ASSISTANT_QUERY_MAX_LENGTH}
            placeholder="e.g. Porsche 997 brake pads"
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 pl-11 text-base md:text-base"
          />
        </div>
        <Button type="submit" size="lg" disabled={searching} data-needs-app="knowledge-base-search" className="sm:min-w-36">
          {searching ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : null}
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </div>
    </form>
  );
}
