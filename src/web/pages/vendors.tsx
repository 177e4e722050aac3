import { BadgeCheck, Gauge, Store } from 'lucide-react';
import { PageHeader } from '@web/features/legal/components/page-header';
import { useVendorStats } from '@web/entities/vendor/api/vendor-stats';
import { useVendors } from '@web/entities/vendor/api/vendors';
import { VendorDirectory } from '@web/features/vendors-directory/components/vendor-directory';
import { usePageMeta } from '@web/lib/use-page-meta';

const VERIFIED_MEANS = [
  { Icon: BadgeCheck, text: 'Established specialty retailers with secure checkout and published shipping and return policies' },
  { Icon: Gauge, text: 'Prices refreshed continuously from each vendor’s feed and live queries — see when below' },
  { Icon: Store, text: 'Store pickup marked where the vendor has a counter you can visit' },
];

export default function VendorsPage() {
  usePageMeta({
    title: 'Verified Retailer Network',
    description:
      'The specialty retailers Pitlane compares: European, Porsche, supercar and Japanese parts specialists, with parts listed and when prices were last updated.',
  });
  const vendors = useVendors();
  const stats = useVendorStats();

  return (
    <>
      <PageHeader
        eyebrow="Our Vendors"
        title="Verified Retailer Network"
        footer={
          <ul className="grid gap-3 text-sm text-inverse-foreground sm:grid-cols-3 sm:gap-6">
            {VERIFIED_MEANS.map(({ Icon, text }) => (
              <li key={text} className="flex gap-2.5">
                <Icon className="mt-0.5 size-4 shrink-0 text-inverse-brand" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        }
      >
        Pitlane compares prices from trusted specialty retailers for European and Japanese performance cars. You buy
        directly from them; we show you who has the part, for how much, and how fast.
      </PageHeader>
      <section aria-labelledby="vendor-list-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="vendor-list-title" className="text-2xl font-bold tracking-tight">
            All retailers
          </h2>
          {vendors.data && (
            <p className="text-sm text-muted-foreground">
              {vendors.data.length} verified {vendors.data.length === 1 ? 'vendor' : 'vendors'}
            </p>
          )}
        </div>
        <VendorDirectory vendors={vendors} stats={stats} />
      </section>
    </>
  );
}
