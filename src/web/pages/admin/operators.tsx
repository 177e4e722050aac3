import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { InviteOperatorForm } from '@web/features/operators/components/invite-operator-form';
import { OperatorsTable } from '@web/features/operators/components/operators-table';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Operators (admins only): who can use the console, in which role. */
export default function AdminOperatorsPage() {
  usePageMeta({ title: 'Operators · Console', description: 'Pitlane operator console' });
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Operators</h1>
        <p className="text-sm text-muted-foreground">Every change here is recorded in the audit log.</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <OperatorsTable />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Invite an operator</h2>
        </CardHeader>
        <CardContent>
          <InviteOperatorForm />
        </CardContent>
      </Card>
    </div>
  );
}
