import { useSearchParams } from 'wouter';
import { BasketLines } from '@web/features/basket/components/basket-lines';
import { BasketPlans } from '@web/features/basket/components/basket-plans';
import { useStoredBasket } from '@web/features/basket/api/stored-basket';
import { PageHeader } from '@web/features/legal/components/page-header';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /basket: the shopper's parts and quantities, priced delivered three ways; every control a plain form. */
export default function BasketPage() {
  usePageMeta({ title: 'Your basket', description: 'Your parts priced delivered: the cheapest split across shops, one shop, or each part at its cheapest.' });
  const [params] = useSearchParams();
  const refused = params.get('basketError');
  const basket = useStoredBasket();
  return (
    <>
      <PageHeader eyebrow="Basket" title="Your basket">
        <p>Every shop’s shipping counted once per order, free-shipping thresholds included.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        {refused && (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/10 px-3 py-2 text-sm">
            That change was not made: {refused}
          </p>
        )}
        {basket.isError ? (
          <p role="alert">The basket could not be loaded. Please try again.</p>
        ) : !basket.data ? (
          <p className="text-muted-foreground">Loading your basket…</p>
        ) : (
          <>
            <BasketLines lines={basket.data.lines} />
            {basket.data.quote && <BasketPlans quote={basket.data.quote} />}
          </>
        )}
      </div>
    </>
  );
}
