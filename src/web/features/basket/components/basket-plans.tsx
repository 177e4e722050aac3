import { formatUsd } from '@shared/rules/money';
import type { BasketQuote, QuotePlan, QuotePlanKind } from '@shared/schemas/basket';
import { cn } from '@web/lib/cn';

const PLAN_TITLES: Record<QuotePlanKind, { title: string; lede: string }> = {
  optimal: { title: 'Cheapest delivered', lede: 'The split across shops that costs least with shipping.' },
  'single-shop': { title: 'One shop', lede: 'The cheapest shop that has it all: one order, one delivery.' },
  'each-cheapest': { title: 'Each part at its cheapest', lede: 'Every part at its lowest price, each shop’s shipping on top.' },
};

const shippingText = (amount: number) => (amount === 0 ? 'Free' : formatUsd(amount));

function PlanCard({ plan, names, best }: { plan: QuotePlan; names: Map<string, string>; best: boolean }) {
  const { title, lede } = PLAN_TITLES[plan.kind];
  const empty = plan.shops.length === 0;
  return (
    <section aria-labelledby={`plan-${plan.kind}`} data-plan={plan.kind} className={cn('grid content-start gap-4 rounded-xl border bg-card p-4', best ? 'border-primary ring-1 ring-primary' : 'border-border')}>
      <div>
        <h3 id={`plan-${plan.kind}`} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{lede}</p>
        {!plan.exact && (
          <p className="mt-1 text-sm font-medium" data-testid={`plan-inexact-${plan.kind}`}>
            {plan.kind === 'optimal' ? 'The best split found within the time limit' : 'The best found within the time limit'}: a cheaper one may exist.
          </p>
        )}
      </div>
      {empty ? (
        <p className="text-sm">No shop can deliver these parts now.</p>
      ) : (
        <>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>Items</dt>
            <dd className="text-right tabular-nums">{formatUsd(plan.itemsTotal)}</dd>
            <dt>Shipping</dt>
            <dd className="text-right tabular-nums">{shippingText(plan.shippingTotal)}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right text-xl font-bold tabular-nums" data-testid={`plan-total-${plan.kind}`}>
              {formatUsd(plan.total)}
            </dd>
          </dl>
          {plan.unavailable.length > 0 && (
            <p className="text-sm text-muted-foreground">Leaves out: {plan.unavailable.map((slug) => names.get(slug) ?? slug).join(', ')}</p>
          )}
          <ul className="grid gap-3">
            {plan.shops.map((shop) => (
              <li key={shop.vendorId} className="rounded-lg border border-border bg-background p-3">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold">{shop.vendorName}</span>
                  <span className="text-sm tabular-nums">{formatUsd(shop.subtotal)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  Shipping {shippingText(shop.shipping)}
                  {shop.freeShippingThreshold !== null && ` · free over ${formatUsd(shop.freeShippingThreshold)}`}
                  {shop.deliveryDaysMax !== null && ` · arrives within ${shop.deliveryDaysMax} ${shop.deliveryDaysMax === 1 ? 'day' : 'days'}`}
                </p>
                <ul className="mt-2 grid gap-2">
                  {shop.lines.map((line) => (
                    <li key={line.listingId} className="flex items-center justify-between gap-2 text-sm">
                      <span className="min-w-0">
                        {names.get(line.slug) ?? line.slug}
                        <span className="text-muted-foreground">
                          {' '}
                          × {line.quantity} at {formatUsd(line.unitPrice)}
                        </span>
                      </span>
                      <a
                        href={line.url}
                        rel="nofollow sponsored"
                        className="shrink-0 rounded-md bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground hover:bg-primary/90"
                      >
                        Buy<span className="sr-only"> {names.get(line.slug)} at {shop.vendorName}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {plan.hints.map((hint) => (
            <p key={hint.vendorId} className="rounded-md bg-accent px-3 py-2 text-sm">
              {hint.text} <span className="text-muted-foreground">(saves {formatUsd(hint.saves)} of shipping)</span>
            </p>
          ))}
        </>
      )}
    </section>
  );
}

/** What the cheapest split saves against the other two ways of buying the same parts. */
function savings(quote: BasketQuote): string | null {
  const [optimal, ...others] = quote.plans;
  if (!optimal || optimal.shops.length === 0) return null;
  const comparable = others.filter((p) => p.shops.length > 0 && p.unavailable.length === optimal.unavailable.length);
  const parts = comparable.flatMap((p) => {
    const saved = Math.round((p.total - optimal.total) * 100) / 100;
    return saved > 0 ? [`${formatUsd(saved)} against ${PLAN_TITLES[p.kind].title.toLowerCase()}`] : [];
  });
  return parts.length ? `The cheapest delivered split saves ${parts.join(' and ')}.` : 'Here one shop is as cheap as any split.';
}

/** The three plans side by side, what cannot be bought and why, and what the cheapest split saves. */
export function BasketPlans({ quote }: { quote: BasketQuote }) {
  const names = new Map(quote.lines.map((l) => [l.slug, l.name]));
  const unavailable = quote.lines.filter((l) => l.unavailableReason);
  const saved = savings(quote);
  return (
    <section aria-labelledby="basket-plans-title" className="grid gap-4">
      <h2 id="basket-plans-title" className="text-lg font-semibold">
        Three ways to buy it
      </h2>
      {saved && (
        <p className="font-medium" data-testid="basket-savings">
          {saved}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        {quote.plans.map((plan) => (
          <PlanCard key={plan.kind} plan={plan} names={names} best={plan.kind === 'optimal'} />
        ))}
      </div>
      {unavailable.length > 0 && (
        <div className="rounded-xl border border-border bg-card p-4">
          <h3 className="font-semibold">Not available now</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {unavailable.map((line) => (
              <li key={line.slug}>
                <span className="font-medium">{line.name}</span>: {line.unavailableReason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
