import { useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { TotpEnrolment } from '@web/features/operator-auth/components/totp-enrolment';
import { OPERATOR_ME_KEY } from '@web/lib/admin-api';
import { useOperator } from '@web/lib/operator-context';
import { usePageMeta } from '@web/lib/use-page-meta';

/** The signed-in operator's own account: who they are and their second factor. */
export default function AdminAccountPage() {
  usePageMeta({ title: 'Your account · Console', description: 'Pitlane operator console' });
  const operator = useOperator();
  const queryClient = useQueryClient();
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold tracking-tight">Your account</h1>
        <p className="text-sm text-muted-foreground">
          {operator.email} · {operator.role}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <h2 className="text-base font-semibold">Two-factor authentication</h2>
        {operator.totpEnabled ? (
          <p className="text-sm">On. Sign-in asks for a code from your authenticator app; an admin can reset it if you lose the device.</p>
        ) : (
          <TotpEnrolment onEnabled={(me) => queryClient.setQueryData(OPERATOR_ME_KEY, me)} />
        )}
      </CardContent>
    </Card>
  );
}
