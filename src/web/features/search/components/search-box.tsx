import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

/** The results page's own search field; it follows the address when that changes. */
export function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [draft, setDraft] = useState({ text: query, from: query });
  if (draft.from !== query) setDraft({ text: query, from: query });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.text.trim());
  };

  return (
    <form role="search" aria-label="Search parts" onSubmit={submit} className="flex gap-2">
      <label htmlFor="results-search" className="sr-only">
        Part name or number
      </label>
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="results-search"
          type="search"
          value={draft.text}
          onChange={(event) => setDraft({ text: event.target.value, from: query })}
          placeholder="Part name or number"
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 pl-11 text-base md:text-base"
        />
      </div>
      <Button type="submit" size="lg" className="px-4 sm:px-6">
        <Search className="size-5 sm:hidden" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </form>
  );
}
