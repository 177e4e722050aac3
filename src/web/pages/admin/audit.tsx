import { Card, CardContent } from '@web/components/ui/card';
import { AuditLogView } from '@web/features/audit-log/components/audit-log-view';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Audit log: every change made through the console, who made it and what it was before. */
export default function AdminAuditPage() {
  usePageMeta({ title: 'Audit log · Console', description: 'Pitlane operator console' });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Audit log</h1>
        <p className="text-sm text-muted-foreground">Every change made through the console. Entries cannot be edited or removed.</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <AuditLogView />
        </CardContent>
      </Card>
    </div>
  );
}
