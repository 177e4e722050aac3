import type { StoredBasketLine } from '@shared/schemas/basket';
import { removeSavedPart, useSavedParts } from '@web/lib/saved-parts';
import { useFillBasket } from '../api/fill-basket';
import { LineAction, smallButton } from './line-action';
import { LinePart } from './line-part';

/**
 * "Saved for later": the basket's lines put aside (kept with the basket, left out of its count and
 * prices) and the parts saved with the heart in this browser, one list. Each moves into the basket
 * with "Move to basket"; a heart's part then leaves the browser's list, being in the basket now.
 * The basket's own lines work by plain forms; the hearts' show once the page's code runs.
 */
export function SavedForLater({ lines, inBasket }: { lines: StoredBasketLine[]; inBasket: string[] }) {
  const hearts = useSavedParts();
  const fill = useFillBasket();
  const listed = new Set([...inBasket, ...lines.map((l) => l.slug)]);
  const extra = hearts.filter((p) => !listed.has(p.slug));
  if (lines.length === 0 && extra.length === 0) return null;
  return (
    <section id="saved" aria-labelledby="basket-saved-title" className="scroll-mt-24">
      <h2 id="basket-saved-title" className="text-lg font-semibold">
        Saved for later
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Not counted or priced until you move them to the basket.</p>
      <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card" aria-label="Saved for later">
        {lines.map((line) => (
          <li key={line.slug} className="flex flex-wrap items-center gap-3 p-4">
            <LinePart
              slug={line.slug}
              name={line.name}
              afterName={
                <>
                  {' '}
                  <span className="text-sm text-muted-foreground">× {line.quantity}</span>
                </>
              }
              caption={
                <>
                  {line.brand} · <span className="font-mono">{line.partNumber}</span>
                </>
              }
            />
            <div className="flex gap-2">
              <LineAction slug={line.slug} action="restore" label="Move to basket" name={line.name} />
              <LineAction slug={line.slug} action="remove" label="Remove" name={line.name} />
            </div>
          </li>
        ))}
        {extra.map((part) => (
          <li key={part.slug} className="flex flex-wrap items-center gap-3 p-4">
            <LinePart
              slug={part.slug}
              name={part.name}
              caption={
                <>
                  Saved with the heart · <span className="font-mono">{part.partNumber}</span>
                </>
              }
            />
            <div className="flex gap-2">
              <form
                method="post"
                action="/api/basket/lines"
                onSubmit={(event) => {
                  // Added in place; the heart's entry goes only once the basket has the part.
                  event.preventDefault();
                  fill.mutate([{ slug: part.slug, quantity: 1 }], { onSuccess: () => removeSavedPart(part.id) });
                }}
              >
                <input type="hidden" name="slug" value={part.slug} />
                <input type="hidden" name="quantity" value="1" />
                <input type="hidden" name="next" value="/basket" />
                <button type="submit" className={smallButton} disabled={fill.isPending}>
                  Move to basket<span className="sr-only"> {part.name}</span>
                </button>
              </form>
              <button type="button" className={smallButton} onClick={() => removeSavedPart(part.id)}>
                Remove<span className="sr-only"> {part.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {fill.isError && (
        <p role="alert" className="mt-2 text-sm">
          That part could not be moved to your basket. Please try again.
        </p>
      )}
    </section>
  );
}
