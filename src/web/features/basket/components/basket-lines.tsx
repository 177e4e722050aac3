import type { StoredBasketLine } from '@shared/schemas/basket';
import { BASKET_MAX_QUANTITY } from '@shared/schemas/constants';
import { LineAction, smallButton } from './line-action';
import { SavedForLater } from './saved-for-later';
import { LinePart } from './line-part';

/** The basket's lines: quantity (1–99) with Update, Save for later, Remove; saved ones below with Move to basket. */
export function BasketLines({ lines }: { lines: StoredBasketLine[] }) {
  const active = lines.filter((l) => !l.savedForLater);
  const saved = lines.filter((l) => l.savedForLater);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="basket-lines-title">
        <h2 id="basket-lines-title" className="text-lg font-semibold">
          In your basket
        </h2>
        {active.length === 0 ? (
          <p className="mt-2 text-muted-foreground">Your basket is empty. Add parts from any part page, a search result or a repair guide.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
            {active.map((line) => (
              <li key={line.slug} className="flex flex-wrap items-center gap-3 p-4">
                <LinePart
                  slug={line.slug}
                  name={line.name}
                  caption={
                    <>
                      {line.brand} · <span className="font-mono">{line.partNumber}</span>
                    </>
                  }
                />
                <form method="post" action={`/api/basket/lines/${encodeURIComponent(line.slug)}`} className="flex items-center gap-2">
                  <label className="text-sm" htmlFor={`qty-${line.slug}`}>
                    Qty
                  </label>
                  <input
                    id={`qty-${line.slug}`}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={BASKET_MAX_QUANTITY}
                    step={1}
                    required
                    defaultValue={line.quantity}
                    className="w-16 rounded-md border border-input bg-background px-2 py-1.5 text-sm"
                  />
                  <button type="submit" className={smallButton}>
                    Update<span className="sr-only"> {line.name}</span>
                  </button>
                </form>
                {/* Kept together: on a phone they wrap as a pair under the quantity, not one by one. */}
                <div className="flex gap-2">
                  <LineAction slug={line.slug} action="save" label="Save for later" name={line.name} />
                  <LineAction slug={line.slug} action="remove" label="Remove" name={line.name} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SavedForLater lines={saved} inBasket={active.map((l) => l.slug)} />
    </div>
  );
}
