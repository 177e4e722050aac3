import { PageHeader } from '@web/features/legal/components/page-header';
import { useVendors } from '@web/entities/vendor/api/vendors';
import { COLLAPSED_COUNT, EXPANDED_COUNT, VendorToggle, type VendorToggleLayout } from '@web/features/vendors-directory/components/vendor-toggle';
import { usePageMeta } from '@web/lib/use-page-meta';

/** The three vendor test routes share this page; each draws the vendors its own way. */
export type VendorTestVariant = 'test-vendors' | 'vendor-button-test' | 'product-test';

const VARIANTS: Record<VendorTestVariant, { title: string; text: string; layout: VendorToggleLayout }> = {
  'test-vendors': {
    title: 'Vendor Test',
    text: 'Vendor cards from the live vendor list.',
    layout: 'cards',
  },
  'vendor-button-test': {
    title: 'Vendor Button Test',
    text: 'A “Visit” button per vendor, opening the vendor’s site in a new tab.',
    layout: 'buttons',
  },
  'product-test': {
    title: 'Product Test',
    text: 'Vendors laid out as rows, the way offers appear on a product page.',
    layout: 'rows',
  },
};

export default function VendorTestPage({ variant }: { variant: VendorTestVariant }) {
  const { title, text, layout } = VARIANTS[variant];
  usePageMeta({
    title,
    description: `${title}: a toggle between the first ${COLLAPSED_COUNT} vendors and all ${EXPANDED_COUNT}, using live vendor data.`,
  });
  const vendors = useVendors();
  return (
    <>
      <PageHeader eyebrow="Test page" title={title}>
        {text} Toggle between the top {COLLAPSED_COUNT} vendors and all {EXPANDED_COUNT}.
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <VendorToggle vendors={vendors} layout={layout} />
      </div>
    </>
  );
}
