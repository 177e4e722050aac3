import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import type { OperatorMe } from '@shared/schemas/operators';
import { PageLoading } from '@web/components/page-loading';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { fetchOperatorMe, logoutOperator } from '@web/features/operator-auth/api/operator-auth-api';
import { useLoginOutcome } from '@web/features/auth/components/login-outcome';
import { AdminLoginForm } from '@web/features/operator-auth/components/admin-login-form';
import { TotpEnrolment } from '@web/features/operator-auth/components/totp-enrolment';
import { ADMIN_QUERY_ROOT, OPERATOR_ME_KEY, setAdminUnauthorizedHandler } from '@web/lib/admin-api';
import { OperatorContext } from '@web/lib/operator-context';
import { usePageMeta } from '@web/lib/use-page-meta';
import AdminAccountPage from '@web/pages/admin/account';
import AdminInvitePage from '@web/pages/admin/invite';
import { AdminLayout } from './admin-layout';
import { ADMIN_HOME, ADMIN_SECTIONS } from './admin-sections';
import { SectionPlaceholder } from './section-placeholder';

function CenteredCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12 text-foreground">
      <Card className="w-full max-w-md">
        <CardHeader>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-muted-foreground">Pitlane Console</p>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}

function AdminLoginPage({ onSignedIn }: { onSignedIn: (me: OperatorMe) => void }) {
  usePageMeta({ title: 'Operator sign in', description: 'Sign in to the Pitlane operator console.' });
  // A sign-in form the server answered before the app's code ran: its message and the email typed.
  const outcome = useLoginOutcome();
  // Where the invitation page's plain form lands once the password is set.
  const invited = new URLSearchParams(useSearch()).get('invited') === '1';
  return (
    <CenteredCard title="Operator sign in">
      {invited && (
        <p role="status" className="mb-4 text-sm text-emerald-700 dark:text-emerald-400">
          Your password is set. Sign in with your email and your new password.
        </p>
      )}
      <AdminLoginForm onSignedIn={onSignedIn} outcome={outcome} />
    </CenteredCard>
  );
}

/** Where an invitation mail's link leads (server: modules/operators/invite.mail.ts). */
const INVITE_PATH = '/admin/invite';

/**
 * The operator console at /admin: its own sign-in (email + password, then a code when 2FA is on),
 * then the console layout with one lazy page per section (see admin-sections.ts). Apart from the
 * shop: no site header, no site gate.
 */
export default function AdminApp() {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const me = useQuery({ queryKey: OPERATOR_ME_KEY, queryFn: fetchOperatorMe, retry: false, staleTime: 60_000 });
  const setMe = useCallback((value: OperatorMe | null) => queryClient.setQueryData(OPERATOR_ME_KEY, value), [queryClient]);

  useEffect(() => {
    // Any admin call answered 401 (session expired, account disabled) shows the sign-in again.
    setAdminUnauthorizedHandler(() => setMe(null));
    return () => setAdminUnauthorizedHandler(null);
  }, [setMe]);

  async function signOut() {
    await logoutOperator().catch(() => undefined);
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    setMe(null);
    navigate('/admin');
  }

  // An invitation's link works whoever is signed in on this browser (an admin trying the link, say).
  if (location === INVITE_PATH) {
    return (
      <CenteredCard title="Your invitation">
        <AdminInvitePage />
      </CenteredCard>
    );
  }
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <CenteredCard title="Console unavailable">
        <p role="alert" className="text-sm text-destructive">
          The server could not be reached. Please reload the page.
        </p>
      </CenteredCard>
    );
  }
  if (!me.data) return <AdminLoginPage onSignedIn={setMe} />;
  if (me.data.mustEnrolTotp) {
    return (
      <CenteredCard title="Set up two-factor authentication">
        <p className="mb-4 text-sm text-muted-foreground">Admins must sign in with a second factor on this site.</p>
        <TotpEnrolment onEnabled={setMe} />
      </CenteredCard>
    );
  }

  return (
    <OperatorContext.Provider value={me.data}>
      <AdminLayout onSignOut={signOut}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/admin">
              <Redirect to={ADMIN_HOME} replace />
            </Route>
            {ADMIN_SECTIONS.map(({ path, page: Page }) => (
              <Route key={path} path={`${path}/*?`}>
                <Page />
              </Route>
            ))}
            <Route path="/admin/account" component={AdminAccountPage} />
            <Route>
              <SectionPlaceholder title="Not found" />
            </Route>
          </Switch>
        </Suspense>
      </AdminLayout>
    </OperatorContext.Provider>
  );
}
