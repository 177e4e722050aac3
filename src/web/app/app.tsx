import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { isAdminPath } from '@shared/page-routes';
import { PageLoading } from '@web/components/page-loading';
import type { FormAnswer } from '@shared/schemas/content';
import { type LoginOutcome, LoginOutcomeContext } from '@web/features/auth/components/login-outcome';
import { FormAnswerContext } from '@web/lib/form-answer';
import { AppRoutes } from './app-routes';
import { SiteLayout } from './layout/site-layout';
import { Providers } from './providers';
import { SiteGate } from './site-gate';

export interface AppProps {
  queryClient: QueryClient;
  /** When the server rendered the page being hydrated; null when the browser draws it alone. */
  renderedAt: number | null;
  /** A login form the server answered (a wrong password posted without the app's code): shown on the login screen. */
  loginOutcome?: LoginOutcome | null;
  /** A contact message or sign-up the server took as a plain form: its form shows the answer. */
  formAnswer?: FormAnswer | null;
}

// The operator console is its own app under /admin (own sign-in, own layout), in its own chunks.
const AdminApp = lazy(() => import('./admin/admin-app'));

function Shell() {
  const [path] = useLocation();
  if (isAdminPath(path)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminApp />
      </Suspense>
    );
  }
  return (
    <SiteLayout>
      <SiteGate>
        <AppRoutes />
      </SiteGate>
    </SiteLayout>
  );
}

export function App({ queryClient, renderedAt, loginOutcome = null, formAnswer = null }: AppProps) {
  return (
    <LoginOutcomeContext.Provider value={loginOutcome}>
      <FormAnswerContext.Provider value={formAnswer}>
        <Providers queryClient={queryClient} renderedAt={renderedAt}>
          <Shell />
        </Providers>
      </FormAnswerContext.Provider>
    </LoginOutcomeContext.Provider>
  );
}
