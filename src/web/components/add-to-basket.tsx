import { ShoppingBasket } from 'lucide-react';
import { useLocation } from 'wouter';
import { cn } from '@web/lib/cn';

/**
 * "Add to basket": a plain form, so it works before and without the app's code; the server adds one
 * and sends the shopper back to this page.
 */
export function AddToBasket({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const [path] = useLocation();
  return (
    <form method="post" action="/api/basket/lines" className={cn('inline-flex', className)}>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="next" value={path} />
      <button
        type="submit"
        aria-label={`Add ${name} to basket`}
        title="Add to basket"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-card text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ShoppingBasket className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
