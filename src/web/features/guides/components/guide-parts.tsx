import { ChevronRight, Package, ShoppingBasket } from 'lucide-react';
import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import type { GuideDetail, GuideVehicle } from '@shared/schemas/guides';
import { carSearchHref, partSearchTerm, type GuideCar } from '../guide-search-target';
import { GuideSection } from './guide-section';

type GuidePart = GuideDetail['content']['parts'][number];

const offersLink = 'font-semibold text-brand underline-offset-2 hover:underline';
const vehicleChip = 'inline-flex items-center rounded-full border border-border px-3 py-1 text-xs font-medium text-foreground hover:border-primary/40 hover:bg-primary/10';

/**
 * Where a part's live offers are: the search for it on the reader's car, or, without one the guide is
 * written for, one search per vehicle of the guide to choose from.
 */
function PartOffers({ part, car, vehicles }: { part: GuidePart; car: GuideCar | null; vehicles: GuideVehicle[] }) {
  const term = partSearchTerm(part.name);
  if (car || vehicles.length === 0) {
    return (
      <p className="mt-2 text-sm">
        <Link href={carSearchHref(term, car)} className={offersLink}>
          {car ? `Compare offers for your ${car.label}` : 'Compare offers'}
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Compare offers for</span>
      {vehicles.map((vehicle) => (
        <Link key={`${vehicle.make}/${vehicle.model}`} href={carSearchHref(term, vehicle)} className={vehicleChip} aria-label={`${part.name} offers for ${vehicle.label}`}>
          {vehicle.label}
        </Link>
      ))}
    </div>
  );
}

/**
 * Parts and materials. Each part links to its live offers for the reader's car; a part the catalog
 * carries by number also links to its product page with the lowest current price.
 */
export function GuideParts({ parts, guideSlug, vehicles, car }: { parts: GuidePart[]; guideSlug: string; vehicles: GuideVehicle[]; car: GuideCar | null }) {
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
            <PartOffers part={part} car={car} vehicles={vehicles} />
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}
