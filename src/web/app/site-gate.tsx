import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoading } from '@web/components/page-loading';
import { useAuth } from '@web/features/auth/components/use-auth';

const LoginPage = lazy(() => import('@web/pages/login'));

/**
 * Spec 001 §6: while logged out, every path shows only the login form (inside the header and
 * footer). This is presentation only; the server refuses the data behind it without a session.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { isAuthenticated, gateEnabled } = useAuth();
  if (gateEnabled && !isAuthenticated) {
    return (
      <Suspense fallback={<PageLoading />}>
        <LoginPage />
      </Suspense>
    );
  }
  return children;
}
