import { ShoppingBasket } from 'lucide-react';
import { Link } from 'wouter';
import { useBasketCount } from '../api/stored-basket';

/** The header's basket link with how many parts it holds. */
export function BasketCount() {
  const count = useBasketCount().data?.count ?? 0;
  return (
    <Link
      href="/basket"
      aria-label={count ? `Basket, ${count} ${count === 1 ? 'part' : 'parts'}` : 'Basket, empty'}
      className="relative inline-flex size-10 items-center justify-center rounded-md border border-border bg-card text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ShoppingBasket className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span data-testid="basket-count" className="absolute -right-1.5 -top-1.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-bold leading-5 text-primary-foreground">
          {count}
        </span>
      )}
    </Link>
  );
}
