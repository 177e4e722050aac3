import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface PolicySection {
  /** Anchor id; also what the contents list links to. */
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyDocumentProps {
  sections: readonly PolicySection[];
  /** Shown above the contents list, e.g. "Last updated: June 2025". */
  note?: ReactNode;
  className?: string;
}

/**
 * A long help or policy text: a contents list (sticky beside the text on wide screens) and one
 * h2 section per entry, each reachable by its anchor.
 */
export function PolicyDocument({ sections, note, className }: PolicyDocumentProps) {
  return (
    <div className={cn('mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:px-8', className)}>
      <aside className="lg:sticky lg:top-32 lg:self-start">
        {note && <p className="mb-4 text-sm font-medium text-muted-foreground">{note}</p>}
        <nav aria-label="On this page" className="rounded-xl border border-border bg-card p-4 shadow-xs">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">On this page</p>
          <ol className="mt-3 grid gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </aside>
      <div className="grid max-w-3xl gap-10">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-32">
            <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
              {section.title}
            </h2>
            <div className="mt-4 grid gap-4 text-base leading-relaxed text-muted-foreground [&_strong]:font-semibold [&_strong]:text-foreground">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** A bulleted list inside a policy section. */
export function PolicyList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="grid gap-2 pl-1">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A highlighted note inside a section: the one thing a reader should not miss. */
export function PolicyCallout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-primary/25 bg-primary/5 p-4 text-sm leading-relaxed">
      <p className="font-semibold text-foreground">{title}</p>
      <div className="mt-1 text-muted-foreground">{children}</div>
    </div>
  );
}

/** A mailto link in the brand colour. */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="rounded-sm font-semibold text-brand underline-offset-4 hover:underline">
      {address}
    </a>
  );
}
