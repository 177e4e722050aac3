import { useState } from 'react';
import { AiSearchBox } from './ai-search-box';
import { KnowledgeBaseHighlights } from './knowledge-base-highlights';
import { PopularQueryChips } from './popular-query-chips';

interface KnowledgeBaseHeroProps {
  onSearch: (query: string) => void;
  searching: boolean;
}

/** The page's h1 and the AI search with its popular questions. */
export function KnowledgeBaseHero({ onSearch, searching }: KnowledgeBaseHeroProps) {
  const [query, setQuery] = useState('');
  // A chip fills the box too, so the visitor sees what was asked and can refine it.
  const pick = (chosen: string) => {
    setQuery(chosen);
    onSearch(chosen);
  };

  return (
    <section aria-labelledby="knowledge-base-title" className="relative isolate overflow-hidden surface-inverse">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-40 top-0 size-[36rem] rounded-full bg-primary/20 blur-3xl" />
        <div className="absolute -right-24 top-1/3 hidden size-[26rem] rounded-full bg-primary/15 blur-3xl lg:block" />
        <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-white/15 to-transparent" />
      </div>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-inverse-border bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-inverse-muted">
            <span className="size-1.5 rounded-full bg-inverse-brand" aria-hidden="true" />
            Expert repair guides
          </p>
          <h1 id="knowledge-base-title" className="mt-6 text-4xl font-extrabold leading-[1.05] tracking-tight text-balance sm:text-5xl">
            Knowledge Base
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-inverse-muted">
            Step-by-step DIY guides for BMW, Porsche, Mercedes-Benz, Ferrari and Lamborghini — and an AI assistant that
            answers from them, with the parts you need at the best price.
          </p>
          <div className="mt-8">
            <AiSearchBox value={query} onChange={setQuery} onSearch={onSearch} searching={searching} />
            <PopularQueryChips onPick={pick} disabled={searching} />
          </div>
        </div>
        <KnowledgeBaseHighlights className="hidden space-y-3 lg:block" />
      </div>
    </section>
  );
}
