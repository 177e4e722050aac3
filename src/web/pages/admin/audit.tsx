import { SectionPlaceholder } from '@web/app/admin/section-placeholder';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Placeholder until the section is built (see app/admin/admin-sections.ts). */
export default function AdminAuditPage() {
  usePageMeta({ title: 'Audit log · Console', description: 'Pitlane operator console' });
  return <SectionPlaceholder title="Audit log" />;
}
