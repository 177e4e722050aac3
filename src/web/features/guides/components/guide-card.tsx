import { BookOpenCheck, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { GuideCard as GuideCardData } from '@shared/schemas/guides';
import { DifficultyBadge } from '@web/components/ui/difficulty-badge';

/**
 * One knowledge-base card; the whole card is the link to the guide. The title comes
 * first in the markup so the link's name starts with it; the make line is moved above it visually.
 */
export function GuideCard({ guide }: { guide: GuideCardData }) {
  return (
    <Link
      href={guide.path}
      className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
    >
      <h3 className="text-lg font-bold leading-snug text-card-foreground text-balance group-hover:text-brand">
        {guide.title}
      </h3>
      <p className="-order-1 mb-3 flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-[0.12em] text-brand">
        <span>{guide.make}</span>
        <span aria-hidden="true" className="text-muted-foreground">
          •
        </span>
        <span className="text-muted-foreground">{guide.category}</span>
      </p>
      <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted-foreground">{guide.description}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="sr-only">Difficulty:</span>
        <DifficultyBadge level={guide.difficulty} />
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          <span className="sr-only">Time required:</span>
          {guide.timeRequired}
        </span>
        {guide.isDetailed && (
          <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
            <BookOpenCheck className="size-4 text-brand" aria-hidden="true" />
            Detailed guide
          </span>
        )}
      </div>
    </Link>
  );
}
