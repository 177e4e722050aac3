import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '@web/components/page-loading';

// One chunk per page: a visitor downloads only the screens they open.
const HomePage = lazy(() => import('@web/pages/home'));
const NotFoundPage = lazy(() => import('@web/pages/not-found'));

/** Only pages that exist are registered; every other path gets the 404 card. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/home" component={HomePage} />
        {/* Reached only when already let in: the gate shows the form to everyone else. */}
        <Route path="/login">
          <Redirect to="/" replace />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
