import { Loader2, ShoppingBasket, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import { TAX_NOTE } from '@shared/rules/best-offer';
import type { BasketComparison as Comparison } from '@shared/schemas/basket';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { cn } from '@web/lib/cn';
import { useBasketComparison } from '../api/compare-basket';

interface BasketComparisonProps {
  slugs: string[];
  Heading: 'h3' | 'h4';
}

/**
 * A basket of parts compared across shops: one row per part, one column per shop with that shop's
 * best offer, each shop's in-stock total, the cheapest shop that has everything and the total of
 * buying each part at its best offer. Totals follow the offer rule (in stock, shipping for one unit).
 */
export function BasketComparison({ slugs, Heading }: BasketComparisonProps) {
  const basket = useBasketComparison(slugs);
  return (
    <section aria-label="Basket comparison" className="rounded-xl border border-border bg-background p-4">
      <Heading className="flex items-center gap-2 text-sm font-bold uppercase tracking-[0.12em] text-muted-foreground">
        <ShoppingBasket className="size-4" aria-hidden="true" />
        Your Basket Across Shops
      </Heading>
      {basket.isPending && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Comparing shops…
        </p>
      )}
      {basket.isError && <ErrorNotice title="Basket Error" error={new Error('Could not compare the basket across shops')} />}
      {basket.isSuccess && <BasketTable basket={basket.data} />}
    </section>
  );
}

function BasketTable({ basket }: { basket: Comparison }) {
  const shops = basket.shops;
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-3 text-sm">
        <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2" data-testid="basket-best-shop">
          <Trophy className="size-4 text-brand" aria-hidden="true" />
          {basket.bestShop ? (
            <span>
              Best single shop: <span className="font-semibold">{basket.bestShop.vendorName}</span>,{' '}
              <span className="font-bold">{formatUsd(basket.bestShop.total)}</span>
            </span>
          ) : (
            <span>No single shop has every part in stock</span>
          )}
        </p>
        <p className="rounded-lg bg-muted px-3 py-2" data-testid="basket-best-total">
          Each part at its best offer: <span className="font-bold">{basket.bestTotal === null ? 'not all in stock' : formatUsd(basket.bestTotal)}</span>
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-max border-collapse text-sm">
          <caption className="sr-only">Each part’s offer at each shop, with the shop’s basket total</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-4 font-semibold">Part</th>
              {shops.map((s) => (
                <th key={s.vendorId} scope="col" className={cn('px-3 py-2 text-right font-semibold', basket.bestShop?.vendorId === s.vendorId && 'text-brand')}>
                  {s.vendorName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {basket.parts.map((part) => (
              <tr key={part.slug} className="border-b border-border/60">
                <th scope="row" className="max-w-64 py-2 pr-4 text-left font-normal">
                  <Link href={part.url} className="font-semibold text-foreground hover:underline">
                    {part.name}
                  </Link>
                  <span className="block font-mono text-xs text-muted-foreground">{part.partNumber}</span>
                </th>
                {shops.map((s) => {
                  const offer = part.offers.find((o) => o.vendorId === s.vendorId);
                  const best = part.best?.vendorId === s.vendorId;
                  return (
                    <td key={s.vendorId} className={cn('px-3 py-2 text-right', best && 'font-bold text-foreground')}>
                      {!offer ? (
                        <span className="text-muted-foreground">—</span>
                      ) : offer.inStock ? (
                        <a href={offer.url} rel="nofollow sponsored" className="hover:underline">
                          {formatUsd(offer.totalPrice)}
                        </a>
                      ) : (
                        <span className="text-muted-foreground">Out of stock</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-4 text-left font-semibold">
                Shop total (in stock)
              </th>
              {shops.map((s) => (
                <td key={s.vendorId} className="px-3 py-2 text-right font-semibold" data-testid={`basket-shop-total-${s.vendorId}`}>
                  {formatUsd(s.total)}
                  {!s.complete && (
                    <span className="block text-xs font-normal text-muted-foreground">
                      {s.partsInStock} of {basket.parts.length} parts
                    </span>
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">{TAX_NOTE}</p>
    </div>
  );
}
