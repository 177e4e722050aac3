import { Download } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { PitchDeckViewer } from '@web/features/pitch-deck/components/pitch-deck-viewer';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function PitchDeckPage() {
  usePageMeta({
    title: 'Pitch Deck',
    description:
      'Pitlane’s investor deck: the problem, the price-comparison solution, market, product, revenue model, competition, traction, team and funding.',
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-brand">Investors</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Pitlane Pitch Deck</h1>
        </div>
        <Link href="/download-pitch-deck" className={buttonVariants({ variant: 'outline' })}>
          <Download className="size-4" aria-hidden="true" />
          Download Deck
        </Link>
      </div>
      <PitchDeckViewer />
    </div>
  );
}
