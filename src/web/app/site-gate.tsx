import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { isGateFreePage } from '@shared/page-routes';
import { PageLoading } from '@web/components/page-loading';
import { useAuth } from '@web/features/auth/components/use-auth';

const LoginPage = lazy(() => import('@web/pages/login'));

/**
 * While logged out, every path shows only the login form (inside the header and
 * footer). This is presentation only; the server refuses the data behind it without a session.
 * The alert mails' token pages are the exception: their reader has a token, not a site login.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { isAuthenticated, gateEnabled } = useAuth();
  const [path] = useLocation();
  if (gateEnabled && !isAuthenticated && !isGateFreePage(path)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <LoginPage />
      </Suspense>
    );
  }
  return children;
}
