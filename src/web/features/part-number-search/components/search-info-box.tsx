import { Gauge, RefreshCw, Store } from 'lucide-react';

const POINTS = [
  { Icon: Store, text: 'The number is looked up across every specialty retailer in our network at once.' },
  { Icon: RefreshCw, text: 'Superseded, OEM and aftermarket numbers lead to the current part.' },
  { Icon: Gauge, text: 'Prices, shipping and stock come back side by side, cheapest first, with when each was checked.' },
];

/** Explains what a part-number search does: a real-time check across many vendors. */
export function SearchInfoBox() {
  return (
    <aside aria-labelledby="search-info-title" className="rounded-xl border border-border bg-muted/50 p-5 sm:p-6">
      <h2 id="search-info-title" className="font-semibold">
        Real-time multi-vendor search
      </h2>
      <ul className="mt-4 grid gap-3 text-sm text-muted-foreground">
        {POINTS.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
