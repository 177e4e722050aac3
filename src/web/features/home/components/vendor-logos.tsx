import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Vendor } from '@shared/schemas/catalog';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import type { QueryView } from '@web/lib/query-view';
import { SectionHeading } from './section-heading';
import { VendorLogoLink } from './vendor-logo-link';

const SKELETON_COUNT = 6;
/** Two rows on wide screens; the full directory is on /vendors. */
const MAX_SHOWN = 12;
const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';

export function VendorLogos({ vendors }: { vendors: QueryView<Vendor[]> }) {
  return (
    <section aria-labelledby="vendor-logos-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="vendor-logos-title" eyebrow="Our retailer network" title="Prices from specialists you trust">
        We compare offers from established specialty retailers. You buy directly from them.
      </SectionHeading>
      <div className="mt-8">
        {vendors.error ? (
          <ErrorNotice title="Retailers could not be loaded" error={vendors.error} />
        ) : vendors.isPending ? (
          <div className={gridClass} role="status" aria-label="Loading retailers">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <Skeleton key={i} className="h-24 rounded-xl" />
            ))}
          </div>
        ) : vendors.data?.length ? (
          <>
            <ul className={gridClass}>
              {vendors.data.slice(0, MAX_SHOWN).map((vendor) => (
                <li key={vendor.id}>
                  <VendorLogoLink vendor={vendor} />
                </li>
              ))}
            </ul>
            {vendors.data.length > MAX_SHOWN && (
              <Link
                href="/vendors"
                className="mt-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand hover:underline"
              >
                See all {vendors.data.length} retailers
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No retailers yet.</p>
        )}
      </div>
    </section>
  );
}
