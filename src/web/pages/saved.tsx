import { useState } from 'react';
import { formatUsd } from '@shared/rules/money';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/features/legal/components/page-header';
import { usePartBySlug } from '@web/features/part-detail/api/part-by-slug';
import { AlertMeForm } from '@web/features/price-alerts/components/alert-me-form';
import { removeSavedPart, useSavedParts, type SavedPart } from '@web/lib/saved-parts';
import { useHydrated } from '@web/lib/use-hydrated';
import { usePageMeta } from '@web/lib/use-page-meta';

function SavedRow({ saved }: { saved: SavedPart }) {
  const now = usePartBySlug(saved.slug);
  const [alerting, setAlerting] = useState(false);
  const nowPrice = now.data ? now.data.lowestPrice : undefined;
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <a href={`/product/${saved.slug}`} className="font-medium underline-offset-2 hover:underline">
            {saved.name}
          </a>
          <span className="text-sm text-muted-foreground">
            Saved at {saved.savedPrice === null ? 'no price (out of stock)' : formatUsd(saved.savedPrice)}
            {' · now '}
            {nowPrice === undefined ? '…' : nowPrice === null ? 'out of stock' : formatUsd(nowPrice)}
          </span>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setAlerting((v) => !v)} aria-expanded={alerting}>
            Alert me
            <span className="sr-only"> about {saved.name}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => removeSavedPart(saved.id)}>
            Remove
            <span className="sr-only"> {saved.name}</span>
          </Button>
        </div>
      </div>
      {alerting && now.data && <AlertMeForm partId={saved.id} lowestPrice={now.data.lowestPrice} initialTarget={saved.savedPrice ?? undefined} />}
    </li>
  );
}

/** /saved: the parts saved with the heart, in this browser, with their price then and now. */
export default function SavedPartsPage() {
  usePageMeta({ title: 'Saved parts', description: 'Parts you saved on Pitlane, with their price when saved and now.' });
  const hydrated = useHydrated();
  const parts = useSavedParts();
  return (
    <>
      <PageHeader eyebrow="Your list" title="Saved parts">
        <p>Kept in this browser only. Press the heart on any part to add it.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        {!hydrated ? null : parts.length === 0 ? (
          <p>No saved parts yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Saved parts">
            {parts.map((saved) => (
              <SavedRow key={saved.id} saved={saved} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
