import { PageHeader } from '@web/features/legal/components/page-header';
import { PolicyDocument } from '@web/features/legal/components/policy-document';
import { RETURNS_SECTIONS } from '@web/features/legal/content/returns-sections';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function ReturnsPage() {
  usePageMeta({
    title: 'Returns',
    description:
      'Returns are handled by each vendor: typical 30-90 day windows, exceptions for electrical parts and custom orders, the RMA process, refunds and restocking fees.',
  });
  return (
    <>
      <PageHeader eyebrow="Help Center" title="Returns & Refunds">
        Returns go back to the vendor you bought from. Review the vendor’s policy before you buy — here is how returns
        usually work.
      </PageHeader>
      <PolicyDocument sections={RETURNS_SECTIONS} />
    </>
  );
}
