import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import type { RelatedGuide } from '@shared/schemas/assistant';

export function RelatedGuides({ guides, Heading }: { guides: RelatedGuide[]; Heading: 'h3' | 'h4' }) {
  if (guides.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-bold uppercase tracking-[0.12em] text-muted-foreground">Related Guides</Heading>
      <ul className="mt-3 space-y-2">
        {guides.map((guide) => {
          const body = (
            <>
              <BookOpen className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-foreground group-hover:underline">{guide.title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{guide.description}</span>
              </span>
            </>
          );
          const boxClass = 'flex gap-3 rounded-lg border border-border bg-background p-3';
          return (
            <li key={guide.title}>
              {guide.url ? (
                <Link href={guide.url} className={`group ${boxClass} transition-colors hover:border-primary/40`}>
                  {body}
                </Link>
              ) : (
                <div className={boxClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
