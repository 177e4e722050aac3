import { PageHeader } from '@web/features/legal/components/page-header';
import { PolicyDocument } from '@web/features/legal/components/policy-document';
import { PRIVACY_SECTIONS } from '@web/features/legal/content/privacy-sections';
import { POLICIES_LAST_UPDATED } from '@web/features/legal/site-contacts';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What Pitlane collects, how it is used and shared, how long it is kept, your rights, cookies, and how to reach us about privacy.',
  });
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy">
        <p>How Pitlane collects, uses and protects your information.</p>
        <p className="mt-2 text-sm">Last updated: {POLICIES_LAST_UPDATED}</p>
      </PageHeader>
      <PolicyDocument sections={PRIVACY_SECTIONS} />
    </>
  );
}
