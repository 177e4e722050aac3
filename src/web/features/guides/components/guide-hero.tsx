import { ArrowLeft, Clock, Search } from 'lucide-react';
import { Link } from 'wouter';
import type { GuideDetail } from '@shared/schemas/guides';
import { buttonVariants } from '@web/components/ui/button-variants';
import { DifficultyBadge } from '@web/components/ui/difficulty-badge';
import { guideSearchTarget, type GuideCar } from '../guide-search-target';
import { BackToKnowledgeBase } from './back-to-knowledge-base';
import { GuideFacts } from './guide-facts';

/** The guide's h1, what it is, how hard and how long, its key figures and the way to its parts on `car` (or the guide's vehicle). */
export function GuideHero({ guide, car }: { guide: GuideDetail; car: GuideCar | null }) {
  return (
    <section aria-labelledby="guide-title" className="relative isolate overflow-hidden surface-inverse">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-40 -top-20 size-[32rem] rounded-full bg-primary/20 blur-3xl" />
        <div className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-white/15 to-transparent" />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <BackToKnowledgeBase className="text-inverse-muted hover:text-inverse-foreground" Icon={ArrowLeft} />
        <p className="mt-6 text-xs font-semibold uppercase tracking-[0.16em] text-inverse-brand">
          {guide.make} · {guide.category}
        </p>
        <h1 id="guide-title" className="mt-3 max-w-4xl text-3xl font-extrabold leading-tight tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {guide.title}
        </h1>
        <p className="mt-4 max-w-3xl text-base leading-relaxed text-inverse-muted sm:text-lg">{guide.description}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm">
          <span className="inline-flex items-center gap-2">
            <span className="text-inverse-muted">Difficulty</span>
            {/* The graphite band is dark in both themes, so the badge takes its dark-theme colours here. */}
            <span className="dark">
              <DifficultyBadge level={guide.difficulty} />
            </span>
          </span>
          <span className="inline-flex items-center gap-2">
            <Clock className="size-4 text-inverse-brand" aria-hidden="true" />
            <span className="text-inverse-muted">Time</span>
            <span className="font-semibold">{guide.timeRequired}</span>
          </span>
          {guide.content.steps.length > 0 && (
            <span className="font-semibold">
              {guide.content.steps.length} <span className="font-normal text-inverse-muted">steps</span>
            </span>
          )}
        </div>
        {guide.content.facts.length > 0 && <GuideFacts facts={guide.content.facts} className="mt-8" />}
        <Link href={guideSearchTarget(guide, car)} className={buttonVariants({ size: 'lg', className: 'mt-8 w-full sm:w-auto' })}>
          <Search className="size-4" aria-hidden="true" />
          Compare Prices on Parts
        </Link>
      </div>
    </section>
  );
}
