import { ChevronRight, Package, ShoppingBasket } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import type { GuideDetail } from '@shared/schemas/guides';
import { GuideSection } from './guide-section';

type GuidePart = GuideDetail['content']['parts'][number];

/**
 * Parts and materials. A part the catalog carries links to its product page with the lowest
 * current price, so the reader goes from the guide straight to comparing offers.
 */
export function GuideParts({ parts, guideSlug }: { parts: GuidePart[]; guideSlug: string }) {
  return (
    <GuideSection id="guide-parts" title="Parts & Materials" Icon={Package}>
      {parts.some((p) => p.link) && (
        // A plain form: the server adds the parts that fit the garage car and opens the basket.
        <form method="post" action={`/api/basket/guides/${encodeURIComponent(guideSlug)}`} className="mb-4">
          <button type="submit" className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <ShoppingBasket className="size-4" aria-hidden="true" />
            Price this job for my car
          </button>
        </form>
      )}
      <ul className="divide-y divide-border rounded-xl border border-border bg-card shadow-xs">
        {parts.map((part) => (
          <li key={part.name} className="p-4">
            <p className="text-sm font-medium leading-snug text-foreground">
              {part.name}
              {part.quantity && part.quantity > 1 && <span className="text-muted-foreground"> × {part.quantity}</span>}
            </p>
            {part.partNumber && (
              <p className="mt-1 text-xs text-muted-foreground">
                Part number <span className="font-mono text-foreground">{part.partNumber}</span>
              </p>
            )}
            {part.link && (
              <Link
                href={`/product/${encodeURIComponent(part.link.slug)}`}
                className="group mt-3 flex items-center gap-3 rounded-lg border border-border bg-background p-3 transition-colors hover:border-primary/40"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-semibold text-brand">{part.link.brand}</span>
                  <span className="block text-sm font-semibold leading-snug text-foreground group-hover:underline">
                    {part.link.name}
                  </span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {part.link.lowestPrice === null ? 'No offers in stock right now' : `From ${formatUsd(part.link.lowestPrice)}`}
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}
