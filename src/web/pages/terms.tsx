import { PageHeader } from '@web/features/legal/components/page-header';
import { PolicyDocument } from '@web/features/legal/components/policy-document';
import { TERMS_SECTIONS } from '@web/features/legal/content/terms-sections';
import { POLICIES_LAST_UPDATED } from '@web/features/legal/site-contacts';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using Pitlane, a price-comparison service that sells no parts: responsibilities, vendors, disclaimers, liability, termination and contact.',
  });
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms of Service">
        <p>The rules for using Pitlane.</p>
        <p className="mt-2 text-sm">Last updated: {POLICIES_LAST_UPDATED}</p>
      </PageHeader>
      <PolicyDocument sections={TERMS_SECTIONS} />
    </>
  );
}
