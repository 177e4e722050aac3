import { PageHeader } from '@web/features/legal/components/page-header';
import { PolicyDocument } from '@web/features/legal/components/policy-document';
import { SHIPPING_SECTIONS } from '@web/features/legal/content/shipping-sections';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function ShippingPage() {
  usePageMeta({
    title: 'Shipping Information',
    description:
      'Each vendor ships its own orders: standard 3-7 business days, express 1-3 business days, same-day in select metro areas, store pickup, freight for large parts.',
  });
  return (
    <>
      <PageHeader eyebrow="Help Center" title="Shipping Information">
        Pitlane compares offers; the vendor you buy from ships your order. Here is what to expect.
      </PageHeader>
      <PolicyDocument sections={SHIPPING_SECTIONS} />
    </>
  );
}
