import { AlertCircle, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { HOME_SEARCH_MESSAGES } from '@shared/rules/search';
import { Button } from '@web/components/ui/button';
import type { Suggestion } from '@shared/schemas/suggest';
import { chosenSearchText } from '@web/components/search-suggestions/chosen-search';
import { SuggestingInput } from '@web/components/search-suggestions/suggesting-input';
import { useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { HiddenFields } from './hidden-fields';

const INPUT_ID = 'results-search';
const ALERT_ID = 'results-search-alert';

interface SearchBoxProps {
  query: string;
  onSearch: (query: string) => void;
  /**
   * A vehicle was chosen among the suggestions: search these words, which name it, in place of a
   * vehicle chosen in the selector (the selector's would otherwise win over the words).
   */
  onSearchVehicle: (query: string) => void;
  /** The rest of the search (vehicle, category, filters, sort), kept when the plain form is sent. */
  keep: [string, string][];
  /** The address asks for an empty search (`?q=`, the plain form sent empty): say what is missing. */
  emptySubmitted?: boolean;
}

/**
 * The results page's own search field; it follows the address when that changes. A plain GET form
 * too, so Enter works before (or without) the app's code; an empty search is not run but answered
 * with the home search's message, by the app or by the page the server draws for `?q=`.
 */
export function SearchBox({ query, onSearch, onSearchVehicle, keep, emptySubmitted = false }: SearchBoxProps) {
  const [draft, setDraft] = useState({ text: query, from: query });
  const [empty, setEmpty] = useState({ shown: emptySubmitted, from: query });
  if (draft.from !== query) setDraft({ text: query, from: query });
  if (empty.from !== query) setEmpty({ shown: emptySubmitted, from: query });
  // Typed before the app's code arrived: kept, not wiped by hydration.
  useTypedBeforeHydration(INPUT_ID, (text) => setDraft({ text, from: query }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.text.trim();
    setEmpty({ shown: text === '', from: query });
    if (text === '') {
      document.getElementById(INPUT_ID)?.focus();
      return;
    }
    onSearch(text);
  };

  const choose = (suggestion: Suggestion) => {
    const text = chosenSearchText(draft.text, suggestion);
    setDraft({ text, from: query });
    if (suggestion.group === 'vehicle') onSearchVehicle(text);
    else onSearch(text);
  };

  return (
    <form method="get" action="/search" role="search" aria-label="Search parts" onSubmit={submit} noValidate className="flex flex-col gap-2">
      <HiddenFields fields={keep} />
      <div className="flex gap-2">
        <label htmlFor={INPUT_ID} className="sr-only">
          Part name or number
        </label>
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <SuggestingInput
            id={INPUT_ID}
            name="q"
            type="search"
            value={draft.text}
            onValueChange={(text) => {
              setDraft({ text, from: query });
              if (empty.shown) setEmpty({ shown: false, from: query });
            }}
            onChoose={choose}
            placeholder="Part name or number"
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={empty.shown || undefined}
            aria-describedby={empty.shown ? ALERT_ID : undefined}
            className="h-12 pl-11 text-base md:text-base"
          />
        </div>
        <Button type="submit" size="lg" className="px-4 sm:px-6">
          <Search className="size-5 sm:hidden" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </Button>
      </div>
      {empty.shown && (
        <p
          id={ALERT_ID}
          role="alert"
          className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {HOME_SEARCH_MESSAGES.term}
        </p>
      )}
    </form>
  );
}
