import { useState } from 'react';
import { formatUsd } from '@shared/rules/money';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/features/legal/components/page-header';
import { usePartBySlug } from '@web/features/part-detail/api/part-by-slug';
import { createAlert } from '@web/features/price-alerts/api/alerts';
import { AlertMeForm } from '@web/features/price-alerts/components/alert-me-form';
import { readAlertEmail } from '@web/lib/alert-email';
import { removeSavedPart, useSavedParts, type SavedPart } from '@web/lib/saved-parts';
import { useHydrated } from '@web/lib/use-hydrated';
import { usePageMeta } from '@web/lib/use-page-meta';

/**
 * One click: with the address of this browser's last alert, a saved part becomes an alert at once —
 * at the price it was saved at, for any drop when it was saved out of stock, or for its return to
 * stock when nothing is in stock now.
 */
async function alertInOneClick(saved: SavedPart, email: string, nowPrice: number | null): Promise<string> {
  if (nowPrice === null) return (await createAlert({ partId: saved.id, email, kind: 'stock' })).message;
  const target = saved.savedPrice ?? undefined;
  return (await createAlert({ partId: saved.id, email, kind: 'price', ...(target !== undefined ? { targetPrice: target } : {}) })).message;
}

function SavedRow({ saved, email }: { saved: SavedPart; email: string | null }) {
  const now = usePartBySlug(saved.slug);
  const [alerting, setAlerting] = useState(false);
  const [oneClick, setOneClick] = useState<{ sending: boolean; message: string | null }>({ sending: false, message: null });
  const nowPrice = now.data ? now.data.lowestPrice : undefined;

  async function onAlertMe() {
    if (!email || nowPrice === undefined) {
      setAlerting((v) => !v);
      return;
    }
    setOneClick({ sending: true, message: null });
    try {
      setOneClick({ sending: false, message: await alertInOneClick(saved, email, nowPrice) });
    } catch {
      // Refused or unreachable (say, the address was forgotten since): the form asks again and says why.
      setOneClick({ sending: false, message: null });
      setAlerting(true);
    }
  }
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
          <Button size="sm" onClick={() => void onAlertMe()} disabled={oneClick.sending} aria-expanded={email ? undefined : alerting}>
            Alert me
            <span className="sr-only"> about {saved.name}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => removeSavedPart(saved.id)}>
            Remove
            <span className="sr-only"> {saved.name}</span>
          </Button>
        </div>
      </div>
      {oneClick.message && (
        <p role="status" className="text-sm">
          {oneClick.message}
        </p>
      )}
      {alerting && now.data && <AlertMeForm partId={saved.id} lowestPrice={now.data.lowestPrice} initialTarget={saved.savedPrice ?? undefined} />}
    </li>
  );
}

/** /saved: the parts saved with the heart, in this browser, with their price then and now. */
export default function SavedPartsPage() {
  usePageMeta({ title: 'Saved parts', description: 'Parts you saved on Pitlane, with their price when saved and now.' });
  const hydrated = useHydrated();
  const parts = useSavedParts();
  // Read once the page runs in the browser (the first HTML knows nothing of this browser's storage).
  const email = hydrated ? readAlertEmail() : null;
  return (
    <>
      <PageHeader eyebrow="Your list" title="Saved parts">
        <p>Kept in this browser only. Press the heart on any part to add it.</p>
        <p>
          They are also your basket&rsquo;s{' '}
          <a href="/basket#saved" className="underline underline-offset-2">
            Saved for later
          </a>
          , with the parts you put aside from the basket, each ready to move to the basket.
        </p>
        {email && <p>&ldquo;Alert me&rdquo; sets an alert in one click; alerts go to {email}.</p>}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        {!hydrated ? (
          <noscript>
            <p>Saved parts are kept by this browser&rsquo;s scripts: turn on JavaScript to see and save them.</p>
          </noscript>
        ) : parts.length === 0 ? (
          <p>No saved parts yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Saved parts">
            {parts.map((saved) => (
              <SavedRow key={saved.id} saved={saved} email={email} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
