import { ChevronDown } from 'lucide-react';
import type { FaqGroup } from '../content/faq-groups';

/**
 * The FAQ groups, each question a native <details>: keyboard operable, searchable with the browser's
 * find, and readable without JavaScript. Several answers may be open at once, which suits a
 * reference page (the knowledge base's one-at-a-time accordion is a different screen).
 */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="grid gap-12">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-32">
          <h2 id={`${group.id}-title`} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h2>
          <div className="mt-5 divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-xs">
            {group.items.map((item) => (
              <details key={item.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-card-foreground transition-colors hover:bg-accent/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                  <h3 className="text-base">{item.question}</h3>
                  <ChevronDown
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground sm:text-base">{item.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
