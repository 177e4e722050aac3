import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import type { PartDetail } from '@shared/schemas/parts';
import { StarRating } from '@web/components/ui/star-rating';
import { cn } from '@web/lib/cn';
import { PartImage } from '@web/entities/part/components/part-image';

type RelatedPart = PartDetail['related'][number];

/** The related part's verdict for the shopper's vehicle, in the words the part page uses. */
function RelatedFit({ part, vehicleLabel }: { part: RelatedPart; vehicleLabel: string }) {
  if (part.fitsVehicle === undefined) return null;
  const text = part.fitsVehicle === true ? `Fits your ${vehicleLabel}` : part.fitsVehicle === false ? `Does not fit your ${vehicleLabel}` : 'Check fit';
  return (
    <p className={cn('text-xs font-medium', part.fitsVehicle === true && 'text-green-700 dark:text-green-400', part.fitsVehicle === false && 'text-destructive')}>
      {text}
    </p>
  );
}

function RelatedCard({ part, vehicleLabel }: { part: RelatedPart; vehicleLabel: string | null }) {
  return (
    <li className="group relative flex flex-col rounded-xl border border-border bg-card p-3 shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md">
      <PartImage src={part.imageUrl} name={part.name} className="rounded-lg border-0" />
      <div className="mt-3 flex flex-1 flex-col gap-1.5 px-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{part.brand}</p>
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          {/* The link covers the whole card; its text is the part's name. */}
          <Link href={`/product/${part.slug}`} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring">
            {part.name}
          </Link>
        </h3>
        <div className="flex items-center gap-1.5 text-xs">
          <StarRating rating={part.rating} starClassName="size-3.5" />
          <span className="text-muted-foreground tabular-nums">({part.reviewCount})</span>
        </div>
        {vehicleLabel && <RelatedFit part={part} vehicleLabel={vehicleLabel} />}
        <p className="mt-auto pt-2 text-sm">
          {part.lowestPrice != null ? (
            <>
              <span className="text-muted-foreground">From </span>
              <span className="text-base font-bold tabular-nums">{formatUsd(part.lowestPrice)}</span>
              <span className="block text-xs text-muted-foreground">
                at {part.vendorCount} {part.vendorCount === 1 ? 'retailer' : 'retailers'}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">{part.listings.length > 0 ? 'Out of stock' : 'No offers right now'}</span>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * "You may also like": four related parts from the catalog, each linking to its product page; with
 * a garage vehicle, parts that fit it come first (the server's order) and each says whether it fits.
 */
export function RelatedParts({ parts, vehicleLabel = null }: { parts: readonly RelatedPart[]; vehicleLabel?: string | null }) {
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        You may also like
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {parts.slice(0, 4).map((part) => (
          <RelatedCard key={part.id} part={part} vehicleLabel={vehicleLabel} />
        ))}
      </ul>
    </section>
  );
}
